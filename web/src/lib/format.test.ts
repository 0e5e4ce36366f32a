import { describe, expect, it } from "vitest";

import {
  formatCount,
  formatDate,
  formatIstDateTime,
  formatPaise,
  formatRupees,
  formatTime,
  formatViewerDateTime,
  indiaDateOf,
} from "./format";

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

describe("paise and India time", () => {
  it("shows paise as rupees, with paise only when there are any", () => {
    expect(formatPaise(110000)).toBe("₹1,100");
    expect(formatPaise(1100000)).toBe("₹11,000");
    expect(formatPaise(50150)).toBe("₹501.5");
  });

  it("shows an instant in IST, and the viewer's time when their zone differs", () => {
    const iso = "2026-11-24T04:30:00Z";
    expect(formatIstDateTime(iso, "Asia/Kolkata")).toMatch(/^Tue, 24 Nov, 10:00\s?am IST$/);
    expect(formatIstDateTime(iso, "Europe/London")).toMatch(
      /^Tue, 24 Nov, 10:00\s?am IST \(Tue, 24 Nov, 4:30\s?am your time\)$/,
    );
  });

  it("gives the viewer's own reading only when it differs from India's", () => {
    const iso = "2026-11-24T04:30:00Z";
    expect(formatViewerDateTime(iso, "Asia/Kolkata")).toBeNull();
    expect(formatViewerDateTime(iso, "Asia/Colombo")).toBeNull();
    expect(formatViewerDateTime(iso, "America/New_York")).toMatch(/^Mon, 23 Nov, 11:30\s?pm$/);
  });

  it("gives the India calendar date of an instant", () => {
    expect(indiaDateOf(new Date("2026-11-23T19:00:00Z"))).toBe("2026-11-24");
  });
});
