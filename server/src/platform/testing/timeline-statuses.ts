import type { PlatformUser } from "./platform-world.ts";

/** The statuses on a booking's timeline, oldest first, read as `user` (their RLS applies). */
export async function timelineStatuses(user: PlatformUser, bookingId: string): Promise<string[]> {
  const { data, error } = await user.client
    .from("booking_events")
    .select("status")
    .eq("booking_id", bookingId)
    .order("id")
    .returns<{ status: string }[]>();
  if (error) throw new Error(error.message);
  return data.map((event) => event.status);
}
