import { randomUUID } from "node:crypto";
import type { Queryable } from "../db/database.ts";

const SLOT_MINUTES = 5;

export interface BookableOffering {
  offeringId: string;
  /** The next free start time, as ISO text: each call moves on by one slot. */
  nextSlot(): string;
}

/**
 * A verified pujari open all day every day, 365 days ahead, with no buffer between bookings, and
 * a 5-minute online offering of theirs: about 105,000 slots, so every booking in a run can take
 * its own. Written as the database owner.
 */
export async function createBookableOffering(q: Queryable): Promise<BookableOffering> {
  const suffix = randomUUID().slice(0, 8);
  const { rows } = await q.query<{ offering_id: string; first_slot: Date }>(
    `with host as (
       insert into auth.users (id, email) values (gen_random_uuid(), $1) returning id
     ), provider as (
       insert into public.providers
         (user_id, kind, slug, display_name, verification_status, verified_at, buffer_minutes,
          booking_horizon_days)
       select id, 'pujari', $2, 'Bench Pujari', 'verified', now(), 0, 365 from host
       returning id
     ), hours as (
       insert into public.availability_rules (provider_id, weekday, start_time, end_time)
       select provider.id, day, '00:00', '24:00' from provider, generate_series(0, 6) day
     )
     insert into public.offerings
       (provider_id, kind, title, mode, duration_minutes, price_paise, free_cancel_hours, kept_percent)
     select id, 'consultation', 'Bench Consultation', 'online', $3, 110000, 24, 50 from provider
     returning id as offering_id,
       (date_trunc('day', now() at time zone 'Asia/Kolkata') + interval '1 day')
         at time zone 'Asia/Kolkata' as first_slot`,
    [`bench-pujari-${suffix}@example.com`, `bench-pujari-${suffix}`, SLOT_MINUTES],
  );
  const { offering_id: offeringId, first_slot: firstSlot } = rows[0]!;
  let taken = 0;
  return {
    offeringId,
    nextSlot: () => new Date(firstSlot.getTime() + taken++ * SLOT_MINUTES * 60_000).toISOString(),
  };
}
