import { LIVE_STREAMS, UPCOMING_STREAMS } from "@/content/live-streams";
import { getLiveListings, LivePage } from "@/features/live";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { waitForFirstIdle } from "@/lib/wait-for-first-idle";
import type { Route } from "./+types/live";
import { publicMetaMessages } from "./public-meta.messages";

export const meta = () => pageMeta(messagesOf(publicMetaMessages).live);

/** At build time: the seed's sample lists, so the pre-rendered page holds them. */
export function loader() {
  return { listings: { liveNow: LIVE_STREAMS, comingUp: UPCOMING_STREAMS } };
}

/**
 * In the browser: the lists from the data API (null when they cannot be read). On the first visit
 * it runs after hydration, once the browser is idle.
 */
export async function clientLoader() {
  await waitForFirstIdle();
  return { listings: await getLiveListings(new Date()).catch(() => null) };
}

// Hydrate with the build's lists, then replace them with the database's (no HydrateFallback).
clientLoader.hydrate = true as const;

export default function LiveRoute({ loaderData }: Route.ComponentProps) {
  return <LivePage listings={loaderData.listings} />;
}
