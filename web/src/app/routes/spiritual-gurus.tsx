import { GURUS } from "@/content/gurus";
import { getGurus, GurusPage } from "@/features/gurus";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { waitForFirstIdle } from "@/lib/wait-for-first-idle";
import type { Route } from "./+types/spiritual-gurus";
import { publicMetaMessages } from "./public-meta.messages";

export const meta = () => pageMeta(messagesOf(publicMetaMessages).gurus);

/** At build time: the seed's sample gurus, so the pre-rendered page holds them. */
export function loader() {
  return { gurus: GURUS };
}

/**
 * In the browser: the listed gurus from the data API (null when they cannot be read). On the
 * first visit it runs after hydration, once the browser is idle.
 */
export async function clientLoader() {
  await waitForFirstIdle();
  return { gurus: await getGurus().catch(() => null) };
}

// Hydrate with the build's lists, then replace them with the database's (no HydrateFallback).
clientLoader.hydrate = true as const;

export default function SpiritualGurusRoute({ loaderData }: Route.ComponentProps) {
  return <GurusPage gurus={loaderData.gurus} />;
}
