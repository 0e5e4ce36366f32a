import type { PlatformWorld } from "./platform-world.ts";

/**
 * The world's devotee books `offeringId` (by default the guru's consultation) at `startsAt` (an
 * ISO time) through supabase-js. Returns the booking's id; the booking waits for an answer.
 */
export async function requestedBooking(
  world: PlatformWorld,
  startsAt: string,
  offeringId = world.consultationId,
): Promise<string> {
  const { data, error } = await world.devotee.client
    .rpc("book_offering", { offering_id: offeringId, starts_at: startsAt })
    .single<{ id: string }>();
  if (error) throw new Error(error.message);
  return data.id;
}
