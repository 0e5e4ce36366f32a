import { dateTimeFormat } from "@/lib/i18n/formatter";
import { messagesOf } from "@/lib/i18n/locale-store";
import type { ProviderBooking } from "../api/list-provider-bookings";
import { earningsMessages } from "./messages";

const monthKeyFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });
const monthNameOptions: Intl.DateTimeFormatOptions = {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
};

export interface EarningsMonth {
  /** "2026-11", in India. */
  month: string;
  /** "November 2026", in the current language. */
  label: string;
  bookings: ProviderBooking[];
  /** Money received: completed bookings that are paid. */
  totalPaise: number;
  /** Completed bookings the devotee has not paid yet (a home pooja paid after the visit). */
  unpaidPaise: number;
}

const paidSum = (rows: readonly ProviderBooking[], paid: boolean) =>
  rows
    .filter((row) => (row.paid_at !== null) === paid)
    .reduce((sum, row) => sum + row.price_paise, 0);

/**
 * Completed bookings grouped by the month (India) they took place in, latest month first; only
 * paid ones count as earned.
 */
export function groupEarningsByMonth(bookings: readonly ProviderBooking[]): EarningsMonth[] {
  const months = new Map<string, ProviderBooking[]>();
  for (const booking of bookings) {
    if (booking.status !== "completed") continue;
    const month = monthKeyFormat.format(new Date(booking.start)).slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), booking]);
  }
  return [...months.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, rows]) => ({
      month,
      label: dateTimeFormat(monthNameOptions).format(new Date(`${month}-01T00:00:00Z`)),
      bookings: rows,
      totalPaise: paidSum(rows, true),
      unpaidPaise: paidSum(rows, false),
    }));
}

/** A field as RFC 4180 wants it: quoted when it holds a comma, quote or line break. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The completed bookings as CSV: one row each, amounts in rupees with two decimals; the headings
 * and words in the current language.
 */
export function formatEarningsCsv(months: readonly EarningsMonth[]): string {
  const { header, modes, paid, unpaid } = messagesOf(earningsMessages).csv;
  const rows = months.flatMap((month) =>
    month.bookings.map((booking) => [
      monthKeyFormat.format(new Date(booking.start)),
      booking.title,
      booking.devotee_name,
      modes[booking.mode],
      (booking.price_paise / 100).toFixed(2),
      booking.paid_at ? paid : unpaid,
    ]),
  );
  return [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}
