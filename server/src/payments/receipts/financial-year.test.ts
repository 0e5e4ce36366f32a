import { describe, expect, it } from "vitest";
import { financialYearOf, parseFinancialYear } from "./financial-year.ts";
import { formatCalendarDate, formatIstDate, formatRupees } from "./format-rupees.ts";

describe("India's financial year", () => {
  it("turns on 1 April at midnight IST, not UTC", () => {
    expect(financialYearOf(new Date("2027-03-31T23:59:00+05:30")).label).toBe("2026-27");
    expect(financialYearOf(new Date("2027-04-01T00:00:00+05:30")).label).toBe("2027-28");
    // 1 April 00:30 IST is still 31 March in UTC.
    expect(financialYearOf(new Date("2027-03-31T19:00:00Z")).label).toBe("2027-28");
    expect(financialYearOf(new Date("2026-12-31T12:00:00Z")).label).toBe("2026-27");
  });

  it("parses a label into its bounds and refuses others", () => {
    const year = parseFinancialYear("2026-27")!;
    expect(year.startsAt.toISOString()).toBe("2026-03-31T18:30:00.000Z");
    expect(year.endsAt.toISOString()).toBe("2027-03-31T18:30:00.000Z");
    expect(parseFinancialYear("2099-00")?.label).toBe("2099-00");
    for (const bad of ["2026-28", "2026", "26-27", "2026-2027", "abcd-ef", "1999-00"]) {
      expect(parseFinancialYear(bad)).toBeUndefined();
    }
  });
});

describe("figures on receipts", () => {
  it("prints rupees with Indian grouping and no rupee glyph", () => {
    expect(formatRupees(110_000)).toBe("Rs. 1,100.00");
    expect(formatRupees(1_00_00_000)).toBe("Rs. 1,00,000.00");
    expect(formatRupees(150)).toBe("Rs. 1.50");
  });

  it("prints dates in India", () => {
    expect(formatIstDate(new Date("2027-03-31T19:00:00Z"))).toBe("1 April 2027");
    expect(formatCalendarDate("2028-03-31")).toBe("31 March 2028");
  });
});
