import { describe, expect, it } from "vitest";
import { financialYearOf, isPrepaid } from "./payment-rules";

describe("financialYearOf", () => {
  it("starts the year on 1 April in India, whatever the viewer's zone", () => {
    expect(financialYearOf(new Date("2026-03-31T18:29:00Z"))).toBe("2025-26");
    expect(financialYearOf(new Date("2026-03-31T18:30:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2099-12-31T00:00:00Z"))).toBe("2099-00");
  });
});

describe("isPrepaid", () => {
  it("leaves only home poojas to be paid after the visit", () => {
    expect(isPrepaid("home_pooja")).toBe(false);
    expect(isPrepaid("online_pooja")).toBe(true);
    expect(isPrepaid("consultation")).toBe(true);
  });
});
