import { LIVE_ITEMS } from "@/content/live-items";
import { HomeGate } from "@/features/auth/public";
import { LandingPage } from "@/features/landing";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { waitForFirstIdle } from "@/lib/wait-for-first-idle";
import type { Route } from "./+types/home";
import { homeMetaMessages } from "./home-meta.messages";

export const meta = () => pageMeta(messagesOf(homeMetaMessages));

/**
 * At build time: the seed's four sample Live Now items, so the pre-rendered page holds them (as
 * loader data in the HTML, not in the home page's JavaScript).
 */
export function loader() {
  return { liveItems: LIVE_ITEMS };
}

/**
 * In the browser: Live Now from the data API (null when it cannot be read). On the first visit it
 * runs after hydration, once the browser is idle, and its code is loaded only then.
 */
export async function clientLoader() {
  await waitForFirstIdle();
  // Offline, the module itself may not arrive: the list then says it could not be read.
  const liveItems = await import("@/features/landing/api/get-home-live-items")
    .then(({ getHomeLiveItems }) => getHomeLiveItems(new Date()))
    .catch(() => null);
  return { liveItems };
}

/**
 * Home (SPEC §2). Anonymous visitors get the pre-rendered landing page. A signed-in user sees a
 * spinner, then goes to the primary role's dashboard (or to role assignment without a role).
 * When supabase-js has a stored session, the head script marks <html data-stored-session> before
 * first paint and CSS shows HomeGate's spinner instead of the landing, so it never flashes.
 */ // Hydrate with the build's lists, then replace them with the database's (no HydrateFallback).
clientLoader.hydrate = true as const;

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HomeGate>
      <LandingPage liveItems={loaderData.liveItems} />
    </HomeGate>
  );
}
