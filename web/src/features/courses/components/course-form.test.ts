import { describe, expect, it } from "vitest";
import { istInputToIso, typedPriceInPaise } from "./course-form";

describe("the new-course form's readings", () => {
  it("reads a datetime-local value as India time", () => {
    expect(istInputToIso("2026-12-01T18:30")).toBe("2026-12-01T13:00:00.000Z");
    expect(istInputToIso("2026-12-01")).toBeNull();
    expect(istInputToIso("")).toBeNull();
  });

  it("reads rupees as paise, empty as free, and refuses what is not money", () => {
    expect(typedPriceInPaise("501")).toBe(50_100);
    expect(typedPriceInPaise("1,100.50")).toBe(110_050);
    expect(typedPriceInPaise("")).toBe(0);
    expect(typedPriceInPaise("five")).toBeNull();
    expect(typedPriceInPaise("-1")).toBeNull();
  });
});
