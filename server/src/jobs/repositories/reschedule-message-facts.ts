import type { Queryable } from "../../db/database.ts";
import { queryFirstRow } from "../../db/query-first-row.ts";

/** A step of moving a booking, as the message to the other side tells it. */
export interface RescheduleMessageFacts {
  booking_id: string;
  title: string;
  step: "moved" | "proposed" | "accepted" | "declined";
  from_at: Date;
  to_at: Date;
  /** Who took the step: the devotee's booking name, or the provider's or temple's name. */
  actor_name: string;
}

export function findRescheduleMessageFacts(
  q: Queryable,
  eventId: number,
  userId: string,
): Promise<RescheduleMessageFacts | undefined> {
  return queryFirstRow<RescheduleMessageFacts>(
    q,
    `select b.id::text as booking_id, b.title, e.params ->> 'step' as step,
            (e.params ->> 'from')::timestamptz as from_at, (e.params ->> 'to')::timestamptz as to_at,
            case when e.params ->> 'step' = 'proposed' then coalesce(p.display_name, t.name, '')
                 else b.devotee_name end as actor_name
       from public.booking_events e
       join public.bookings b on b.id = e.booking_id
       left join public.providers p on p.id = b.provider_id
       left join public.temples t on t.id = b.temple_id
      where e.id = $1 and e.kind = 'reschedule'
        and (b.devotee_id = $2 or $2 = any (app_private.host_users(b)))`,
    [eventId, userId],
  );
}
