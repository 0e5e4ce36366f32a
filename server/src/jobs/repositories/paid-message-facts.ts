import type { Queryable } from "../../db/database.ts";
import { queryFirstRow } from "../../db/query-first-row.ts";

/** A booking's payment step, as the devotee's "payment received" message tells it. */
export interface PaidMessageFacts {
  booking_id: string;
  devotee_id: string;
  title: string;
  starts_at: Date;
  amount_paise: number;
}

export function findPaidMessageFacts(
  q: Queryable,
  eventId: number,
): Promise<PaidMessageFacts | undefined> {
  return queryFirstRow<PaidMessageFacts>(
    q,
    `select b.id::text as booking_id, b.devotee_id::text, b.title, lower(b.slot) as starts_at,
            (e.params ->> 'amount_paise')::integer as amount_paise
       from public.booking_events e
       join public.bookings b on b.id = e.booking_id
      where e.id = $1 and e.kind = 'payment' and e.params ->> 'step' = 'paid'`,
    [eventId],
  );
}
