import { useInfiniteQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { keysetPage, keysetPagesOptions } from "@/lib/pages";

const PAGE_SIZE = 20;

export const EVENT_COLUMNS =
  "id, title, description, kind, starts_at, capacity, registration_count, registration_open, is_filling_fast, is_sample, speaker, katha_sessions(count), temple:temples(slug, name, city)";

/** Where a page ends: its last event's sort key; the next page starts after it. */
export interface EventCursor {
  is_sample: boolean;
  starts_at: string;
  id: string;
}

/**
 * Upcoming events of listed temples, soonest first, after `cursor` (keyset pages, read from the
 * listed-events index whatever the page); templeId narrows them to one temple. Across all
 * temples, the events their temples feature now come first (on the first page).
 */
export async function fetchUpcomingEvents(
  templeId: string | undefined,
  cursor: EventCursor | null,
) {
  const supabase = await getSupabase();
  const now = new Date().toISOString();
  const upcoming = () => {
    const query = supabase.from("temple_events").select(EVENT_COLUMNS).gt("starts_at", now);
    return templeId ? query.eq("temple_id", templeId) : query;
  };
  const unfeatured = () =>
    templeId ? upcoming() : upcoming().or(`featured_until.is.null,featured_until.lte.${now}`);
  // is_filling_fast is a generated column without NOT NULL, though its expression never gives null.
  type Override = { is_filling_fast: boolean }[];
  // One more than a page tells whether "Load more" has anything to load.
  const read = async (query: ReturnType<typeof upcoming>, limit = PAGE_SIZE + 1) =>
    throwOnServerError(
      await query
        .order("is_sample")
        .order("starts_at")
        .order("id")
        .limit(limit)
        .overrideTypes<Override>(),
    );
  const readPage = async () => {
    if (!cursor) return read(unfeatured());
    // Within the cursor's group (real or example events) the date bound starts the index scan;
    // or() only passes over events at the same instant before it.
    const rows = await read(
      unfeatured()
        .eq("is_sample", cursor.is_sample)
        .gte("starts_at", cursor.starts_at)
        .or(`starts_at.gt.${cursor.starts_at},id.gt.${cursor.id}`),
    );
    if (cursor.is_sample || rows.length > PAGE_SIZE) return rows;
    return rows.concat(await read(unfeatured().eq("is_sample", true), PAGE_SIZE + 1 - rows.length));
  };
  const [featured, rest] = await Promise.all([
    !cursor && !templeId
      ? upcoming()
          .gt("featured_until", now)
          .order("starts_at")
          .limit(6)
          .overrideTypes<Override>()
          .then(throwOnServerError)
      : [],
    readPage(),
  ]);
  const { page, hasMore, next } = keysetPage(rest, PAGE_SIZE, ({ is_sample, starts_at, id }) => ({
    is_sample,
    starts_at,
    id,
  }));
  return {
    events: [
      ...featured.map((event) => ({ ...event, is_featured: true })),
      ...page.map((event) => ({ ...event, is_featured: false })),
    ],
    hasMore,
    next,
  };
}

/** An upcoming event as Explore lists it; is_featured: pinned by its temple, shown first. */
export type TempleEvent = Awaited<ReturnType<typeof fetchUpcomingEvents>>["events"][number];

export function upcomingEventsOptions(templeId?: string) {
  return keysetPagesOptions(
    ["temple-events", templeId ?? "all"] as const,
    (cursor: EventCursor | null) => fetchUpcomingEvents(templeId, cursor),
  );
}

export function useUpcomingEvents(templeId?: string) {
  return useInfiniteQuery(upcomingEventsOptions(templeId));
}
