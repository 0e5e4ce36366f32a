import type { PlatformWorld } from "./platform-world.ts";
import { requestedBooking } from "./requested-booking.ts";

/**
 * The world's devotee books the guru's consultation at `startsAt` (an ISO time) through supabase-js
 * and the guru confirms it. Returns the booking's id.
 */
export async function confirmedConsultation(
  world: PlatformWorld,
  startsAt: string,
): Promise<string> {
  const bookingId = await requestedBooking(world, startsAt);
  const answer = await world.guru.client.rpc("respond_to_booking", {
    booking_id: bookingId,
    accept: true,
  });
  if (answer.error) throw new Error(answer.error.message);
  return bookingId;
}
