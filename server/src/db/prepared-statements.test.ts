import { describe, expect, it } from "vitest";
import { PreparedStatements } from "./prepared-statements.ts";

const stale = Object.assign(new Error("cached plan must not change result type"), {
  code: "0A000",
});

describe("PreparedStatements", () => {
  it("parses a text once, then only binds it", () => {
    const prepared = new PreparedStatements();
    const first = prepared.plan(["select 1"]);
    expect(first.statements).toEqual([{ name: "s1", parse: true }]);
    prepared.settle(first, 1);
    expect(prepared.plan(["select 1"]).statements).toEqual([{ name: "s1", parse: false }]);
  });

  it("parses a text repeated within one message once", () => {
    const plan = new PreparedStatements().plan(["select 1", "select 1"]);
    expect(plan.statements).toEqual([
      { name: "s1", parse: true },
      { name: "s1", parse: false },
    ]);
  });

  it("keeps only the statements parsed before an error, and parses the rest again", () => {
    const prepared = new PreparedStatements();
    const plan = prepared.plan(["select 1", "select 2", "select 3"]);
    prepared.settle(plan, 1, new Error("boom"));
    expect(prepared.plan(["select 1", "select 2", "select 3"]).statements).toEqual([
      { name: "s1", parse: false },
      { name: "s4", parse: true },
      { name: "s5", parse: true },
    ]);
  });

  it("closes the least recently used beyond its capacity, never one the message uses", () => {
    const prepared = new PreparedStatements(2);
    prepared.settle(prepared.plan(["a", "b"]), 2);
    prepared.settle(prepared.plan(["a"]), 0);
    const plan = prepared.plan(["c", "b"]);
    expect(plan.close).toEqual(["s1"]);
    prepared.settle(plan, 1);
    expect(prepared.plan(["a"]).statements).toEqual([{ name: "s4", parse: true }]);
  });

  it("closes and parses again the statements of a message refused as stale", () => {
    const prepared = new PreparedStatements();
    prepared.settle(prepared.plan(["select *", "select 1"]), 2);
    prepared.settle(prepared.plan(["select *"]), 0, stale);
    const again = prepared.plan(["select *", "select 1"]);
    expect(again.close).toEqual(["s1"]);
    expect(again.statements).toEqual([
      { name: "s3", parse: true },
      { name: "s2", parse: false },
    ]);
  });
});
