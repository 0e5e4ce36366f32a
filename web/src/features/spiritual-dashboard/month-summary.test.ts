import { describe, expect, it } from "vitest";
import { computeMonthSummary } from "./month-summary";
import { buildProviderBooking as booking } from "./testing/build-provider-booking";

// Wednesday 25 Nov 2026, 10:00 in India.
const now = new Date("2026-11-25T04:30:00Z");

describe("computeMonthSummary", () => {
  it("has nothing to compare with no bookings", () => {
    expect(computeMonthSummary([], now)).toEqual({
      sessionsCompleted: 0,
      clientRetention: null,
      revenueGrowth: null,
    });
  });

  it("counts this month's completed sessions, returning clients and growth on last month", () => {
    const summary = computeMonthSummary(
      [
        // October: Asha completes one for ₹1,000.
        booking("2026-10-10T05:00:00Z", {
          devotee_id: "asha",
          status: "completed",
          price_paise: 100000,
        }),
        // November: Asha returns (₹1,500 completed), Ravi is new (₹300 completed), Mira declined.
        booking("2026-11-05T05:00:00Z", {
          devotee_id: "asha",
          status: "completed",
          price_paise: 150000,
        }),
        booking("2026-11-06T05:00:00Z", {
          devotee_id: "ravi",
          status: "completed",
          price_paise: 30000,
        }),
        booking("2026-11-07T05:00:00Z", { devotee_id: "mira", status: "declined" }),
        // 1 Nov 00:00 in India is still 31 Oct in UTC: this month.
        booking("2026-10-31T18:30:00Z", { devotee_id: "ravi", status: "confirmed" }),
      ],
      now,
    );
    expect(summary).toEqual({ sessionsCompleted: 2, clientRetention: 0.5, revenueGrowth: 0.8 });
  });

  it("compares January with December of the year before", () => {
    const summary = computeMonthSummary(
      [
        booking("2026-12-10T05:00:00Z", { status: "completed", price_paise: 200000 }),
        booking("2027-01-10T05:00:00Z", { status: "completed", price_paise: 100000 }),
      ],
      new Date("2027-01-20T05:00:00Z"),
    );
    expect(summary.revenueGrowth).toBe(-0.5);
    expect(summary.clientRetention).toBe(1);
  });
});
