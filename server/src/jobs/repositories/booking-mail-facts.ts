import type { Queryable } from "../../db/database.ts";
import { queryFirstRow } from "../../db/query-first-row.ts";
import { type MailLocale, USER_LOCALE_SQL } from "../../messaging/mail-locale.ts";

/** What a booking step's e-mail says, read when the job runs. */
export interface BookingMailFacts {
  email: string | null;
  is_devotee: boolean;
  status: string;
  note: string;
  title: string;
  starts_at: Date;
  ends_at: Date;
  devotee_name: string;
  price_paise: number;
  refundable_paise: number | null;
  free_cancel_hours: number;
  kept_percent: number;
  cancelled_by: string | null;
  booking_id: string;
  locale: MailLocale;
}

export function findBookingMailFacts(
  q: Queryable,
  eventId: number,
  userId: string,
): Promise<BookingMailFacts | undefined> {
  return queryFirstRow<BookingMailFacts>(
    q,
    `select u.email, b.devotee_id = u.id as is_devotee, e.status::text, e.note, b.title,
            lower(b.slot) as starts_at, upper(b.slot) as ends_at, b.devotee_name, b.price_paise,
            b.refundable_paise, b.free_cancel_hours, b.kept_percent, b.cancelled_by::text, b.id::text as booking_id,
            ${USER_LOCALE_SQL} as locale
       from public.booking_events e
       join public.bookings b on b.id = e.booking_id
       join auth.users u on u.id = $2
      where e.id = $1`,
    [eventId, userId],
  );
}

/** booking.expire: true when the request was still unanswered and has now expired. */
export async function expireBooking(q: Queryable, bookingId: string, at: Date): Promise<boolean> {
  const { rows } = await q.query<{ expired: boolean }>(
    "select app_private.expire_booking($1, $2) as expired",
    [bookingId, at],
  );
  return rows[0]?.expired === true;
}
