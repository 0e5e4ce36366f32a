import { describe, expect, it } from "vitest";
import { buildProviderBooking } from "./testing/build-provider-booking";
import type { ProviderBooking } from "./api/list-provider-bookings";
import { computePracticeFigures, selectTodaysSchedule } from "./practice-figures";

// Wednesday 25 Nov 2026, 10:00 in India (04:30 UTC); its week runs Mon 23 to Sun 29 Nov.
const now = new Date("2026-11-25T04:30:00Z");

const booking = (start: string, overrides: Partial<ProviderBooking> = {}) =>
  buildProviderBooking(start, { title: "Griha Pravesh", ...overrides });

describe("computePracticeFigures", () => {
  it("is all zero with no bookings", () => {
    expect(computePracticeFigures([], now)).toEqual({
      totalBookings: 0,
      completed: 0,
      today: 0,
      thisWeek: 0,
      thisMonthPaise: 0,
    });
  });

  it("counts by India's calendar: a booking at 00:30 IST is today although it is yesterday in UTC", () => {
    const figures = computePracticeFigures(
      [
        booking("2026-11-24T19:00:00Z"), // 00:30 IST on Wed 25: today
        booking("2026-11-24T18:00:00Z"), // 23:30 IST on Tue 24: this week, not today
        booking("2026-11-22T18:29:00Z"), // 23:59 IST on Sun 22: last week
        booking("2026-11-29T18:29:00Z"), // 23:59 IST on Sun 29: this week
        booking("2026-11-29T18:30:00Z"), // 00:00 IST on Mon 30: next week
      ],
      now,
    );
    expect(figures).toMatchObject({ totalBookings: 5, today: 1, thisWeek: 3 });
  });

  it("leaves declined, cancelled and expired bookings out, and counts requests", () => {
    const figures = computePracticeFigures(
      [
        booking("2026-11-25T06:00:00Z", { status: "requested" }),
        booking("2026-11-25T07:00:00Z", { status: "declined" }),
        booking("2026-11-25T08:00:00Z", { status: "cancelled" }),
        booking("2026-11-25T09:00:00Z", { status: "expired" }),
      ],
      now,
    );
    expect(figures).toMatchObject({ totalBookings: 1, completed: 0, today: 1, thisWeek: 1 });
  });

  it("sums this month's completed, paid bookings only, in paise, by the month in India", () => {
    const figures = computePracticeFigures(
      [
        booking("2026-11-02T05:00:00Z", { status: "completed", price_paise: 110000 }),
        booking("2026-11-20T05:00:00Z", { status: "completed", price_paise: 50150 }),
        booking("2026-11-21T05:00:00Z", { status: "confirmed", price_paise: 99900 }),
        booking("2026-10-31T18:29:00Z", { status: "completed", price_paise: 70000 }), // 23:59 IST 31 Oct
        booking("2026-10-31T18:30:00Z", { status: "completed", price_paise: 30000 }), // 00:00 IST 1 Nov
        booking("2026-11-22T05:00:00Z", { status: "completed", price_paise: 5000, paid_at: null }),
      ],
      now,
    );
    expect(figures).toMatchObject({ completed: 5, thisMonthPaise: 190150 });
  });
});

describe("selectTodaysSchedule", () => {
  it("lists today's live and completed bookings earliest first, requests as pending", () => {
    const schedule = selectTodaysSchedule(
      [
        booking("2026-11-25T11:30:00Z", { id: "late", status: "requested", mode: "online" }),
        booking("2026-11-25T01:30:00Z", { id: "early", devotee_name: "" }),
        booking("2026-11-25T05:00:00Z", { id: "declined", status: "declined" }),
        booking("2026-11-26T05:00:00Z", { id: "tomorrow" }),
      ],
      now,
    );
    expect(
      schedule.map(({ id, time, status, type, client }) => ({ id, time, status, type, client })),
    ).toEqual([
      { id: "early", time: "07:00", status: "confirmed", type: "offline", client: "Devotee" },
      { id: "late", time: "17:00", status: "pending", type: "online", client: "Priya" },
    ]);
  });
});
