import type { PlatformWorld } from "./platform-world.ts";

/**
 * The world's devotee books the guru's consultation at `startsAt` (an ISO time) through supabase-js
 * and the guru confirms it. Returns the booking's id.
 */
export async function confirmedConsultation(
  world: PlatformWorld,
  startsAt: string,
): Promise<string> {
  const { data, error } = await world.devotee.client
    .rpc("book_offering", { offering_id: world.consultationId, starts_at: startsAt })
    .single<{ id: string }>();
  if (error) throw new Error(error.message);
  const answer = await world.guru.client.rpc("respond_to_booking", {
    booking_id: data.id,
    accept: true,
  });
  if (answer.error) throw new Error(answer.error.message);
  return data.id;
}
