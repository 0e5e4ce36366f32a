import { LIVE_ILLUSTRATIONS, type LiveSessionKind } from "@/content/live-illustrations";
import type { LiveItem } from "@/content/live-items";
import { getPublicData, publicImageUrl } from "@/lib/public-data";

/** The home page shows four cards: real sessions first, the samples fill the rest. */
export const HOME_LIVE_LIMIT = 4;

export interface HomeLiveRow {
  id: string;
  title: string;
  kind: LiveSessionKind;
  status: "live" | "scheduled";
  duration_minutes: number | null;
  venue: string;
  presenter_name: string | null;
  viewer_count: number;
  is_sample: boolean;
  thumbnail_path: string | null;
  thumbnail_alt: string | null;
  temples: { name: string; location: string | null } | null;
  providers: { display_name: string; city: string | null } | null;
}

const ITEM_TYPES: Record<LiveSessionKind, LiveItem["type"]> = {
  aarti: "Temple Darshan",
  darshan: "Temple Darshan",
  pravachan: "Spiritual Discourse",
  katha: "Spiritual Discourse",
  bhajan: "Bhajan Session",
  prayer: "Prayer Session",
  meditation: "Meditation Session",
  event: "Special Event",
};

/** 50 -> "50 min", 75 -> "1 hr 15 min", 120 -> "2 hr"; unknown -> "". */
export function formatDuration(minutes: number | null): string {
  if (minutes === null) return "";
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}

/** A live or scheduled session as a home Live Now card (LIVE or UPCOMING). */
export function toLiveItem(row: HomeLiveRow): LiveItem {
  return {
    id: row.id,
    title: row.title,
    temple: row.temples?.name ?? row.venue,
    location: row.temples?.location ?? row.providers?.city ?? "",
    guide: row.presenter_name ?? row.providers?.display_name ?? row.temples?.name ?? "",
    viewers: row.viewer_count,
    duration: formatDuration(row.duration_minutes),
    type: ITEM_TYPES[row.kind],
    isLive: row.status === "live",
    isExample: row.is_sample,
    thumbnail: row.thumbnail_path
      ? {
          src: publicImageUrl("live-thumbnails", row.thumbnail_path),
          alt: row.thumbnail_alt ?? "",
        }
      : LIVE_ILLUSTRATIONS[row.kind],
  };
}

/**
 * Home Live Now: real public sessions live now or still to start, then the home samples; live
 * before upcoming, most watched first. Served by live_sessions_listing_idx (status, starts_at).
 */
export async function getHomeLiveItems(now: Date): Promise<LiveItem[]> {
  const data = await getPublicData();
  const { data: rows, error } = await data
    .from("live_sessions")
    .select(
      "id, title, kind, status, duration_minutes, venue, presenter_name, viewer_count, is_sample, thumbnail_path, thumbnail_alt, temples(name, location), providers(display_name, city)",
    )
    .in("status", ["live", "scheduled"])
    .or(
      `sample_list.eq.home,and(is_sample.is.false,or(status.eq.live,starts_at.gte.${now.toISOString()}))`,
    )
    .order("is_sample")
    .order("status", { ascending: false })
    .order("viewer_count", { ascending: false })
    .limit(HOME_LIVE_LIMIT)
    .overrideTypes<HomeLiveRow[], { merge: false }>();
  if (error) throw error;
  return rows.map(toLiveItem);
}
