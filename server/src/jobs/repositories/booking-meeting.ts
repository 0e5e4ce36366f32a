import type { Queryable } from "../../db/database.ts";
import { queryFirstRow } from "../../db/query-first-row.ts";

/**
 * Where a booked session happens, as its confirmation and reminders tell it: a link (the host's
 * own or the booking's private room), the phone the host calls, or the address of an offline
 * visit. The host's name says who calls whom.
 */
export interface BookingMeeting {
  kind: "video_link" | "private_room" | "phone_call" | "at_address";
  url: string | null;
  phone: string | null;
  address: string | null;
  host_name: string;
}

/**
 * A booking's meeting for `userId` (its devotee or one of its hosts) while the booking is
 * confirmed or completed, as the booking_meetings policy allows; undefined otherwise.
 */
export function findBookingMeeting(
  q: Queryable,
  bookingId: string,
  userId: string,
): Promise<BookingMeeting | undefined> {
  return queryFirstRow<BookingMeeting>(
    q,
    `select m.kind::text, m.url, b.contact_phone as phone, b.address,
            coalesce(p.display_name, t.name, '') as host_name
       from public.booking_meetings m
       join public.bookings b on b.id = m.booking_id
       left join public.providers p on p.id = b.provider_id
       left join public.temples t on t.id = b.temple_id
      where m.booking_id = $1
        and b.status in ('confirmed', 'completed')
        and (b.devotee_id = $2 or $2 = any (app_private.host_users(b)))`,
    [bookingId, userId],
  );
}
