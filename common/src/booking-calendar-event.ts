import type { CalendarEvent } from "./calendar-file.ts";

export interface CalendarBooking {
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  /** Who the booking is with (the provider, the temple, or the devotee for a host). */
  withName: string;
  /** Where it happens: the meeting link or the address, when the reader may see it. */
  location?: string;
  /** The booking's page. */
  url: string;
}

/**
 * A booking as a calendar event: the same UID wherever the file is made (the reminder e-mail, the
 * booking page), so a calendar updates the event it already has instead of adding a second one.
 */
export function bookingCalendarEvent(booking: CalendarBooking): CalendarEvent {
  return {
    uid: `booking-${booking.id}@bhakti-setu`,
    title: booking.title,
    description: booking.withName ? `${booking.title}: ${booking.withName}` : "",
    location: booking.location,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    url: booking.url,
  };
}
