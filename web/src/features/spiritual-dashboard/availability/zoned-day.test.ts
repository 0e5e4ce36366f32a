import { describe, expect, it } from "vitest";
import { zonedDate, zonedDayRange } from "./zoned-day";

describe("zonedDayRange", () => {
  it("starts a day in India at 18:30 UTC the evening before", () => {
    expect(zonedDayRange("2026-11-25", "Asia/Kolkata")).toEqual({
      start: "2026-11-24T18:30:00.000Z",
      end: "2026-11-25T18:30:00.000Z",
    });
  });

  it("gives a 23-hour day where the clocks go forward", () => {
    expect(zonedDayRange("2026-03-29", "Europe/London")).toEqual({
      start: "2026-03-29T00:00:00.000Z",
      end: "2026-03-29T23:00:00.000Z",
    });
  });
});

describe("zonedDate", () => {
  it("reads the calendar date in the zone", () => {
    expect(zonedDate("2026-11-24T19:00:00Z", "Asia/Kolkata")).toBe("2026-11-25");
    expect(zonedDate("2026-11-24T19:00:00Z", "UTC")).toBe("2026-11-24");
  });
});
