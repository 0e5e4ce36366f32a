import { messagesOf } from "@/lib/i18n/locale-store";
import type { ProviderBooking } from "../api/list-provider-bookings";
import { spiritualMessages } from "../messages";

export interface Client {
  devoteeId: string;
  /** The name on their latest booking. */
  name: string;
  bookings: ProviderBooking[];
  completed: number;
}

/** Devotees who booked, each with their bookings latest first; most recent client first. */
export function groupClients(bookings: readonly ProviderBooking[]): Client[] {
  const byDevotee = new Map<string, ProviderBooking[]>();
  for (const booking of bookings) {
    byDevotee.set(booking.devotee_id, [...(byDevotee.get(booking.devotee_id) ?? []), booking]);
  }
  return [...byDevotee.entries()]
    .map(([devoteeId, rows]) => {
      const latestFirst = [...rows].sort((a, b) => b.start.localeCompare(a.start));
      return {
        devoteeId,
        name: latestFirst[0]?.devotee_name || messagesOf(spiritualMessages).devotee,
        bookings: latestFirst,
        completed: rows.filter((row) => row.status === "completed").length,
      };
    })
    .sort((a, b) => (b.bookings[0]?.start ?? "").localeCompare(a.bookings[0]?.start ?? ""));
}
