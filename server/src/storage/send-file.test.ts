import { describe, expect, it } from "vitest";
import { parseRange } from "./send-file.ts";

describe("parseRange", () => {
  it.each([
    ["bytes=0-9", { start: 0, end: 9 }],
    ["bytes=90-", { start: 90, end: 99 }],
    ["bytes=-10", { start: 90, end: 99 }],
    ["bytes=95-200", { start: 95, end: 99 }],
    ["bytes=-500", { start: 0, end: 99 }],
  ])("reads %s of a 100-byte file", (header, range) => {
    expect(parseRange(header, 100)).toEqual(range);
  });

  it.each(["bytes=100-", "bytes=9-0", "bytes=-", "bytes=-0", "items=0-1", "bytes=0-1,4-5"])(
    "answers 416 to %s",
    (header) => {
      expect(() => parseRange(header, 100)).toThrow(
        expect.objectContaining({ code: "InvalidRange", httpStatus: 416 }),
      );
    },
  );
});
