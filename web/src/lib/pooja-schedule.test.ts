import { describe, expect, it } from "vitest";
import { describeSchedule } from "./pooja-schedule";

describe("describeSchedule", () => {
  it("names the days and the time", () => {
    expect(describeSchedule({ schedule_weekdays: [1, 4], schedule_time: "07:00:00" })).toBe(
      "Mon, Thu at 7:00 am IST",
    );
    expect(
      describeSchedule({ schedule_weekdays: [0, 1, 2, 3, 4, 5, 6], schedule_time: "18:30:00" }),
    ).toBe("Daily at 6:30 pm IST");
  });

  it("says the devotee requests a time when there is no schedule", () => {
    expect(describeSchedule({ schedule_weekdays: null, schedule_time: null })).toBe(
      "At a time you request",
    );
  });
});
