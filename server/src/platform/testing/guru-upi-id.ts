import type { PlatformWorld } from "./platform-world.ts";

/** The world's guru saves a UPI id (guruji@okaxis), without which no one can pay them by UPI. */
export async function giveGuruUpiId(world: PlatformWorld): Promise<void> {
  await world.guru.client
    .from("providers")
    .update({ upi_id: "guruji@okaxis" })
    .eq("id", world.providerId);
}
