import type { ProviderBooking } from "./api/list-provider-bookings";

const monthKeyFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });
const monthOf = (instant: Date | string) => monthKeyFormat.format(new Date(instant)).slice(0, 7);

/** "2026-11" -> "2026-10". */
function previousMonth(month: string): string {
  const [year = 0, number = 1] = month.split("-").map(Number);
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, "0")}`;
}

export interface MonthSummary {
  sessionsCompleted: number;
  /** Share (0-1) of this month's clients who had booked before this month; null with no clients. */
  clientRetention: number | null;
  /** Paid takings against last month's, as a fraction; null when last month took nothing. */
  revenueGrowth: number | null;
}

const LIVE_OR_DONE = new Set(["requested", "confirmed", "completed"]);

/** The This Month card from the bookings, by calendar month in India. */
export function computeMonthSummary(bookings: readonly ProviderBooking[], now: Date): MonthSummary {
  const month = monthOf(now);
  const lastMonth = previousMonth(month);
  const counted = bookings.filter((booking) => LIVE_OR_DONE.has(booking.status));
  const takings = (target: string) =>
    counted
      .filter(
        (booking) =>
          booking.status === "completed" &&
          booking.paid_at !== null &&
          monthOf(booking.start) === target,
      )
      .reduce((sum, booking) => sum + booking.price_paise, 0);
  const clients = new Set(
    counted.filter((booking) => monthOf(booking.start) === month).map((b) => b.devotee_id),
  );
  const returning = new Set(
    counted.filter((booking) => monthOf(booking.start) < month).map((b) => b.devotee_id),
  );
  const thisMonth = takings(month);
  const previous = takings(lastMonth);
  return {
    sessionsCompleted: counted.filter(
      (booking) => booking.status === "completed" && monthOf(booking.start) === month,
    ).length,
    clientRetention:
      clients.size === 0
        ? null
        : [...clients].filter((client) => returning.has(client)).length / clients.size,
    revenueGrowth: previous === 0 ? null : (thisMonth - previous) / previous,
  };
}
