import { describe, expect, it } from "vitest";

import { formatCount, formatDate, formatRupees, formatTime } from "./format";

describe("en-IN formats", () => {
  it("formats calendar dates without shifting the day", () => {
    expect(formatDate("2026-12-20")).toBe("20 Dec 2026");
    expect(formatDate("not a date")).toBe("not a date");
  });

  it("formats 24-hour times as en-IN clock times", () => {
    expect(formatTime("18:30")).toMatch(/^6:30\s?pm$/i);
    expect(formatTime("07:05")).toMatch(/^7:05\s?am$/i);
  });

  it("groups rupees and counts the Indian way", () => {
    expect(formatRupees(245000)).toBe("₹2,45,000");
    expect(formatCount(12450)).toBe("12,450");
    expect(formatCount(1234567)).toBe("12,34,567");
  });
});
