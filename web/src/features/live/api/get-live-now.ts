import type { LiveSessionKind } from "@/content/live-illustrations";
import { LIVE_ILLUSTRATIONS } from "@/content/live-illustrations";
import type { LiveStream } from "@/content/live-streams";
import { getPublicData, publicImageUrl } from "@/lib/public-data";

/** How many streams Live Now shows: real ones first, the samples fill the rest. */
export const LIVE_NOW_LIMIT = 6;

export interface LiveNowRow {
  id: string;
  title: string;
  kind: LiveSessionKind;
  starts_at: string;
  /** When it really went live; older rows have none. */
  started_at: string | null;
  venue: string;
  presenter_name: string | null;
  viewer_count: number;
  chat_enabled: boolean;
  donations_enabled: boolean;
  thumbnail_path: string | null;
  thumbnail_alt: string | null;
  stream_url: string | null;
  is_sample: boolean;
  temples: { name: string } | null;
  providers: { display_name: string } | null;
}

/** The type label /live prints for each kind of session. */
export const STREAM_TYPES: Record<LiveSessionKind, LiveStream["type"]> = {
  aarti: "Aarti",
  darshan: "Darshan",
  pravachan: "Pravachan",
  bhajan: "Bhajan",
  katha: "Katha",
  meditation: "Meditation",
  prayer: "Prayer",
  event: "Event",
};

/** The picture a host gave a session, served from the public live-thumbnails bucket. */
export function toSessionThumbnail(
  row: Pick<LiveNowRow, "thumbnail_path" | "thumbnail_alt">,
): LiveStream["thumbnail"] | undefined {
  if (!row.thumbnail_path) return undefined;
  return {
    src: publicImageUrl("live-thumbnails", row.thumbnail_path),
    alt: row.thumbnail_alt ?? "",
  };
}

/** A live session as a Live Now card of /live. */
export function toLiveStream(row: LiveNowRow): LiveStream {
  const host = row.presenter_name ?? row.providers?.display_name ?? row.temples?.name ?? "";
  return {
    id: row.id,
    title: row.title,
    temple: row.temples?.name ?? row.venue,
    host,
    viewers: row.viewer_count,
    type: STREAM_TYPES[row.kind],
    status: "LIVE",
    startTime: row.started_at ?? row.starts_at,
    // Every row here is live: the hint follows whether its host opened the chat.
    isChatActive: row.chat_enabled,
    isExample: row.is_sample,
    isDonationOpen: row.donations_enabled,
    thumbnail: toSessionThumbnail(row) ?? LIVE_ILLUSTRATIONS[row.kind],
    ...(row.stream_url ? { streamUrl: row.stream_url } : {}),
  };
}

/**
 * /live Live Now: public sessions streaming now, real ones first (most watched first), then the
 * samples of this list. Served by live_sessions_listing_idx (status, starts_at).
 */
export async function getLiveNow(): Promise<LiveStream[]> {
  const data = await getPublicData();
  const { data: rows, error } = await data
    .from("live_sessions")
    .select(
      "id, title, kind, starts_at, started_at, venue, presenter_name, viewer_count, chat_enabled, donations_enabled, thumbnail_path, thumbnail_alt, stream_url, is_sample, temples(name), providers(display_name)",
    )
    .eq("status", "live")
    .or("sample_list.eq.live,is_sample.is.false")
    .order("is_sample")
    .order("viewer_count", { ascending: false })
    .limit(LIVE_NOW_LIMIT)
    .overrideTypes<LiveNowRow[], { merge: false }>();
  if (error) throw error;
  return rows.map(toLiveStream);
}
