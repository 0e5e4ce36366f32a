import type { Queryable } from "../../db/database.ts";
import { queryFirstRow } from "../../db/query-first-row.ts";

/** A booking as its reminder tells one of its two sides. */
export interface BookingReminderFacts {
  booking_id: string;
  title: string;
  status: string;
  starts_at: Date;
  ends_at: Date;
  is_devotee: boolean;
  /** Who the reader meets: the provider or temple for the devotee, the devotee for a host. */
  other_name: string;
}

/** The booking of a reminder for `userId`, if that person is still its devotee or a host. */
export function findBookingReminderFacts(
  q: Queryable,
  bookingId: string,
  userId: string,
): Promise<BookingReminderFacts | undefined> {
  return queryFirstRow<BookingReminderFacts>(
    q,
    `select b.id::text as booking_id, b.title, b.status::text, lower(b.slot) as starts_at,
            upper(b.slot) as ends_at, b.devotee_id = $2 as is_devotee,
            case when b.devotee_id = $2 then coalesce(p.display_name, t.name, '')
                 else b.devotee_name end as other_name
       from public.bookings b
       left join public.providers p on p.id = b.provider_id
       left join public.temples t on t.id = b.temple_id
      where b.id = $1 and (b.devotee_id = $2 or $2 = any (app_private.host_users(b)))`,
    [bookingId, userId],
  );
}

/** A temple event as its day-before reminder tells a registered devotee. */
export interface EventReminderFacts {
  event_id: string;
  title: string;
  temple_name: string;
  temple_slug: string;
  starts_at: Date;
  duration_minutes: number | null;
  seats: number;
  is_cancelled: boolean;
}

/** The event of a reminder, if `userId` is still registered for it. */
export function findEventReminderFacts(
  q: Queryable,
  eventId: string,
  userId: string,
): Promise<EventReminderFacts | undefined> {
  return queryFirstRow<EventReminderFacts>(
    q,
    `select e.id::text as event_id, e.title, t.name as temple_name, t.slug as temple_slug,
            e.starts_at, e.duration_minutes, r.seats, e.cancelled_at is not null as is_cancelled
       from public.event_registrations r
       join public.temple_events e on e.id = r.event_id
       join public.temples t on t.id = e.temple_id
      where r.event_id = $1 and r.user_id = $2`,
    [eventId, userId],
  );
}
