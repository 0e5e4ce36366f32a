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
}

export const EVENT_COLUMNS =
  "id, title, description, kind, starts_at, capacity, registration_count, registration_open, is_filling_fast, is_sample, temple:temples(slug, name, city)";

/** Upcoming events of listed temples, soonest first; templeId narrows them to one temple. */
export async function fetchUpcomingEvents(templeId: string | undefined, page: number) {
  const supabase = await getSupabase();
  let query = supabase
    .from("temple_events")
    .select(EVENT_COLUMNS)
    .gt("starts_at", new Date().toISOString());
  if (templeId) query = query.eq("temple_id", templeId);
  const from = page * PAGE_SIZE;
  const rows = throwOnServerError(
    await query
      .order("is_sample")
      .order("starts_at")
      .order("id")
      .range(from, from + PAGE_SIZE),
  ) as unknown as TempleEvent[];
  return { events: rows.slice(0, PAGE_SIZE), hasMore: rows.length > PAGE_SIZE };
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
