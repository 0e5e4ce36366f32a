import type { LiveStream, UpcomingStream } from "@/content/live-streams";
import { getComingUp } from "./get-coming-up";
import { getLiveNow } from "./get-live-now";

export interface LiveListings {
  liveNow: readonly LiveStream[];
  comingUp: readonly UpcomingStream[];
}

/** Both lists of /live, read side by side. */
export async function getLiveListings(now: Date): Promise<LiveListings> {
  const [liveNow, comingUp] = await Promise.all([getLiveNow(), getComingUp(now)]);
  return { liveNow, comingUp };
}
