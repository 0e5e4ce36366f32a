import { describe, expect, it } from "vitest";
import { paiseToRupees, rupeesToPaise } from "./rupees-field";

describe("rupees and paise", () => {
  it("converts typed rupees to integer paise without float error", () => {
    expect(rupeesToPaise("1100")).toBe(110000);
    expect(rupeesToPaise("501.5")).toBe(50150);
    expect(rupeesToPaise("0.29")).toBe(29);
    expect(rupeesToPaise("1234567.99")).toBe(123456799);
  });

  it("shows paise as the rupees the field holds", () => {
    expect(paiseToRupees(110000)).toBe("1100");
    expect(paiseToRupees(50150)).toBe("501.50");
    expect(paiseToRupees(29)).toBe("0.29");
  });
});
