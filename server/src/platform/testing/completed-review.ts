import type { TestServer } from "../../testing/create-test-server.ts";
import type { PlatformWorld } from "./platform-world.ts";

/**
 * A one-star review by the world's devotee of the guru's consultation, which ended 47 hours ago
 * (written as the database owner, so the review window's rules do not apply). Returns its id.
 */
export async function insertCompletedReview(
  server: TestServer,
  world: PlatformWorld,
  body: string,
): Promise<string> {
  const { rows } = await server.db.query<{ id: string }>(
    `with booking as (
       insert into public.bookings (devotee_id, offering_id, provider_id, title, mode, price_paise,
         free_cancel_hours, kept_percent, slot, blocked, status, completed_at)
       values ($1, $2, $3, 'Gita Consultation', 'online', 110000, 24, 50,
               tstzrange(now() - interval '2 days', now() - interval '47 hours'),
               tstzrange(now() - interval '2 days', now() - interval '47 hours'), 'completed', now())
       returning id)
     insert into public.reviews (booking_id, author_id, rating, body)
     select id, $1, 1, $4 from booking returning id`,
    [world.devotee.id, world.consultationId, world.providerId, body],
  );
  return rows[0]!.id;
}
