import { describe, expect, it } from "vitest";
import { formatIstClock, formatIstDay } from "./ist-calendar";

// 23:30 UTC on 23 Nov is already 05:00 on 24 Nov in India.
const NOW = new Date("2026-11-23T23:30:00Z");

describe("formatIstDay", () => {
  it("counts days in India, not in UTC or the viewer's zone", () => {
    expect(formatIstDay("2026-11-24T12:45:00Z", NOW)).toBe("Today");
    expect(formatIstDay("2026-11-23T18:31:00Z", NOW)).toBe("Today");
    expect(formatIstDay("2026-11-23T18:29:00Z", NOW)).toBe("Mon, 23 Nov");
    expect(formatIstDay("2026-11-24T18:30:00Z", NOW)).toBe("Tomorrow");
    expect(formatIstDay("2026-11-26T04:00:00Z", NOW)).toBe("Thu, 26 Nov");
  });
});

describe("formatIstClock", () => {
  it("gives the 24-hour wall-clock time in India", () => {
    expect(formatIstClock("2026-11-24T12:45:00Z")).toBe("18:15");
    expect(formatIstClock("2026-11-23T18:30:00Z")).toBe("00:00");
  });
});
