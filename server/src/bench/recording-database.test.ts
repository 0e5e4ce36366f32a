import { describe, expect, it } from "vitest";
import { type RecordedCall, replaceInParams } from "./recording-database.ts";

describe("replaceInParams", () => {
  const calls: RecordedCall[] = [
    { kind: "query", sql: "select $1", params: ["at 10:00", 7] },
    { kind: "pipeline", statements: [{ sql: "select $1", params: ['{"at":"10:00"}'] }] },
    { kind: "transaction", messages: [[{ sql: "select $1, $2", params: ["10:00", null] }]] },
  ];

  it("replaces the text in every kind of call, leaving other parameters and the SQL as they are", () => {
    expect(replaceInParams(calls, "10:00", "10:05")).toEqual([
      { kind: "query", sql: "select $1", params: ["at 10:05", 7] },
      { kind: "pipeline", statements: [{ sql: "select $1", params: ['{"at":"10:05"}'] }] },
      { kind: "transaction", messages: [[{ sql: "select $1, $2", params: ["10:05", null] }]] },
    ]);
    expect(calls[0]).toEqual({ kind: "query", sql: "select $1", params: ["at 10:00", 7] });
  });

  it("refuses calls that do not hold the text, rather than replay the same write again", () => {
    expect(() => replaceInParams(calls, "11:00", "11:05")).toThrow(/no parameter holds 11:00/);
  });
});
