/**
 * The inbox's tabs: requests wait for an answer; confirmed bookings stay upcoming until marked
 * completed (or cancelled), so one that has taken place still offers Mark completed; the rest
 * are past, newest first. Each tab's statuses are in api/list-inbox-bookings.ts.
 */
export const BOOKING_TABS = ["requested", "upcoming", "past"] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

export function parseBookingTab(value: string | null): BookingTab {
  return value === "upcoming" || value === "past" ? value : "requested";
}
