import { describe, expect, it } from "vitest";
import { inlineCall, scriptExpression } from "./inline-script";

declare global {
  var inlineCallResult: unknown;
}

function record(values: { name: string; list: number[] }, quoted: string, computed: number): void {
  globalThis.inlineCallResult = { values, quoted, computed };
}

describe("inlineCall", () => {
  it("calls the function's own text with JSON values and expressions evaluated by the page", () => {
    const script = inlineCall(
      record,
      { name: 'a "quoted" </script> name', list: [1, 2] },
      "1+1",
      scriptExpression("1+1"),
    );
    expect(script).not.toContain("</script>");
    new Function(script)();
    expect(globalThis.inlineCallResult).toEqual({
      values: { name: 'a "quoted" </script> name', list: [1, 2] },
      quoted: "1+1",
      computed: 2,
    });
  });

  it("passes an optional argument left undefined as undefined", () => {
    const withDefault = (value = "default") => {
      globalThis.inlineCallResult = value;
    };
    new Function(inlineCall(withDefault, undefined))();
    expect(globalThis.inlineCallResult).toBe("default");
  });

  it("gives the same text for the same arguments, as a CSP hash needs", () => {
    expect(inlineCall(record, { name: "x", list: [] }, "y", scriptExpression("3"))).toBe(
      inlineCall(record, { name: "x", list: [] }, "y", scriptExpression("3")),
    );
  });
});
