import type { ProviderBooking } from "../api/list-provider-bookings";

export const BOOKING_TABS = ["requested", "upcoming", "past"] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

export function parseBookingTab(value: string | null): BookingTab {
  return value === "upcoming" || value === "past" ? value : "requested";
}

/**
 * Requests wait for an answer; confirmed bookings stay upcoming until marked completed (or
 * cancelled), so one that has taken place still offers Mark completed; the rest are past, newest
 * first.
 */
export function sortBookingsIntoTabs(
  bookings: readonly ProviderBooking[],
): Record<BookingTab, ProviderBooking[]> {
  return {
    requested: bookings.filter((booking) => booking.status === "requested"),
    upcoming: bookings.filter((booking) => booking.status === "confirmed"),
    past: bookings
      .filter((booking) => !["requested", "confirmed"].includes(booking.status))
      .reverse(),
  };
}
