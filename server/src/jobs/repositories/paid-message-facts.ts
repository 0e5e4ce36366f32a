import type { Queryable } from "../../db/database.ts";

/** A booking's payment step, as the devotee's "payment received" message tells it. */
export interface PaidMessageFacts {
  booking_id: string;
  devotee_id: string;
  title: string;
  starts_at: Date;
  amount_paise: number;
}

export async function findPaidMessageFacts(
  q: Queryable,
  eventId: number,
): Promise<PaidMessageFacts | undefined> {
  const { rows } = await q.query<PaidMessageFacts>(
    `select b.id::text as booking_id, b.devotee_id::text, b.title, lower(b.slot) as starts_at,
            (e.params ->> 'amount_paise')::integer as amount_paise
       from public.booking_events e
       join public.bookings b on b.id = e.booking_id
      where e.id = $1 and e.kind = 'payment' and e.params ->> 'step' = 'paid'`,
    [eventId],
  );
  return rows[0];
}
