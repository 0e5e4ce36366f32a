import { describe, expect, it } from "vitest";
import { describeUnstorableText, findUnstorableText } from "./unstorable-text.ts";

describe("text Postgres cannot store", () => {
  it("names NUL and lone surrogates, and passes any well-formed text", () => {
    expect(describeUnstorableText("a\u0000b")).toBe("contains a NUL character (\\u0000)");
    expect(describeUnstorableText("\ud800")).toBe("contains invalid UTF-16 (a lone surrogate)");
    expect(describeUnstorableText("x\udc00y")).toBe("contains invalid UTF-16 (a lone surrogate)");
    expect(describeUnstorableText("नमस्ते 🙏 \ud83d\ude4f")).toBeUndefined();
  });

  it("finds the first bad string or key in a parsed JSON value, with its path", () => {
    expect(findUnstorableText({ email: "a@b.c", data: { tags: ["ok", "b\u0000"] } })).toEqual({
      path: "data.tags.1",
      problem: "contains a NUL character (\\u0000)",
    });
    expect(findUnstorableText({ data: { "k\ud800": 1 } })).toEqual({
      path: "data",
      problem: "has a key that contains invalid UTF-16 (a lone surrogate)",
    });
    expect(findUnstorableText({ a: [1, null, true, { b: "fine" }] })).toBeUndefined();
  });
});
