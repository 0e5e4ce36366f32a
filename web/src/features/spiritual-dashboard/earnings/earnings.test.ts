import { describe, expect, it } from "vitest";
import { buildProviderBooking } from "../testing/build-provider-booking";
import type { ProviderBooking } from "../api/list-provider-bookings";
import { formatEarningsCsv, groupEarningsByMonth } from "./earnings";

const booking = (start: string, overrides: Partial<ProviderBooking> = {}) =>
  buildProviderBooking(start, { status: "completed", ...overrides });

describe("groupEarningsByMonth", () => {
  it("sums paid completed bookings per India month, latest first, and what is unpaid apart", () => {
    const months = groupEarningsByMonth([
      booking("2026-10-31T18:30:00Z", { price_paise: 50150 }), // 1 Nov 00:00 IST
      booking("2026-10-31T18:29:00Z", { price_paise: 70000 }), // 31 Oct 23:59 IST
      booking("2026-11-10T05:00:00Z"),
      booking("2026-11-11T05:00:00Z", { status: "confirmed" }),
      booking("2026-11-12T05:00:00Z", { status: "cancelled" }),
      booking("2026-11-13T05:00:00Z", { price_paise: 30000, paid_at: null }),
    ]);
    expect(
      months.map(({ month, label, totalPaise, unpaidPaise, bookings }) => [
        month,
        label,
        totalPaise,
        unpaidPaise,
        bookings.length,
      ]),
    ).toEqual([
      ["2026-11", "November 2026", 160150, 30000, 3],
      ["2026-10", "October 2026", 70000, 0, 1],
    ]);
  });
});

describe("formatEarningsCsv", () => {
  it("writes one quoted-where-needed row per booking, in rupees", () => {
    const csv = formatEarningsCsv(
      groupEarningsByMonth([
        booking("2026-11-10T05:00:00Z", { title: 'Katha, "Satyanarayan"', price_paise: 50150 }),
      ]),
    );
    expect(csv).toBe(
      'Date (IST),Service,Devotee,Mode,Amount (INR),Paid\r\n2026-11-10,"Katha, ""Satyanarayan""",Priya,offline,501.50,yes\r\n',
    );
  });
});
