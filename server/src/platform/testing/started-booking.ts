import type { TestServer } from "../../testing/create-test-server.ts";
import type { PlatformWorld } from "./platform-world.ts";

/**
 * The devotee's booking of the guru's consultation that began `hoursAgo` hours ago and lasted an
 * hour, written as the database owner (the booking functions refuse past slots). Returns its id.
 */
export async function insertStartedBooking(
  server: TestServer,
  world: PlatformWorld,
  status: "requested" | "confirmed" = "confirmed",
  hoursAgo = 2,
): Promise<string> {
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.bookings (devotee_id, offering_id, provider_id, title, mode, price_paise,
       free_cancel_hours, kept_percent, slot, blocked, status)
     select $1, o.id, o.provider_id, o.title, 'online', o.price_paise, 24, 50, r, r, $3
       from public.offerings o,
            tstzrange(now() - make_interval(hours => $4), now() - make_interval(hours => $4 - 1)) r
      where o.id = $2
     returning id`,
    [world.devotee.id, world.consultationId, status, hoursAgo],
  );
  return rows[0]!.id;
}
