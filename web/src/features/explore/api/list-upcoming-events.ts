import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";

const PAGE_SIZE = 20;

export interface TempleEvent {
  id: string;
  title: string;
  description: string;
  kind: "special_pooja" | "katha_series" | "festival";
  starts_at: string;
  capacity: number | null;
  registration_count: number;
  registration_open: boolean;
  is_filling_fast: boolean;
  is_sample: boolean;
  temple: { slug: string; name: string; city: string | null } | null;
  /** A katha series' speaker and number of sessions. */
  speaker: string | null;
  katha_sessions: { count: number }[];
  /** Pinned by its temple on Explore: shown first, labelled. */
  is_featured: boolean;
}

export const EVENT_COLUMNS =
  "id, title, description, kind, starts_at, capacity, registration_count, registration_open, is_filling_fast, is_sample, speaker, katha_sessions(count), temple:temples(slug, name, city)";

type EventRow = Omit<TempleEvent, "is_featured">;

/**
 * Upcoming events of listed temples, soonest first; templeId narrows them to one temple. Across
 * all temples, the events their temples feature now come first (on the first page).
 */
export async function fetchUpcomingEvents(templeId: string | undefined, page: number) {
  const supabase = await getSupabase();
  const now = new Date().toISOString();
  const upcoming = () => {
    const query = supabase.from("temple_events").select(EVENT_COLUMNS).gt("starts_at", now);
    return templeId ? query.eq("temple_id", templeId) : query;
  };
  const from = page * PAGE_SIZE;
  const [featured, rows] = await Promise.all([
    page === 0 && !templeId
      ? upcoming().gt("featured_until", now).order("starts_at").limit(6)
      : { data: [], error: null },
    (templeId ? upcoming() : upcoming().or(`featured_until.is.null,featured_until.lte.${now}`))
      .order("is_sample")
      .order("starts_at")
      .order("id")
      .range(from, from + PAGE_SIZE),
  ]);
  const first = throwOnServerError(featured) as unknown as EventRow[];
  const rest = throwOnServerError(rows) as unknown as EventRow[];
  return {
    events: [
      ...first.map((event) => ({ ...event, is_featured: true })),
      ...rest.slice(0, PAGE_SIZE).map((event) => ({ ...event, is_featured: false })),
    ],
    hasMore: rest.length > PAGE_SIZE,
  };
}

export function upcomingEventsOptions(templeId?: string) {
  return infiniteQueryOptions({
    queryKey: ["temple-events", templeId ?? "all"] as const,
    queryFn: ({ pageParam }) => fetchUpcomingEvents(templeId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length : undefined),
  });
}

export function useUpcomingEvents(templeId?: string) {
  return useInfiniteQuery(upcomingEventsOptions(templeId));
}
