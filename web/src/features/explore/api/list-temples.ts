import type { VerificationStatus } from "@/lib/verification-status";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import type { TempleFilters } from "../schemas";

const PAGE_SIZE = 20;

export interface TempleListing {
  id: string;
  slug: string;
  name: string;
  city: string | null;
  location: string | null;
  deity: string | null;
  darshan_timings: string | null;
  aarti_timings: string | null;
  verification_status: VerificationStatus;
  verified_at: string | null;
  is_sample: boolean;
}

export const TEMPLE_COLUMNS =
  "id, slug, name, city, location, deity, darshan_timings, aarti_timings, verification_status, verified_at, is_sample";

/** One page of listed temples (verified, or the seeded examples last) matching city and deity. */
export async function fetchTemples(filters: TempleFilters, page: number) {
  const supabase = await getSupabase();
  let query = supabase.from("temples").select(TEMPLE_COLUMNS);
  if (filters.city) query = query.ilike("city", `%${filters.city}%`);
  if (filters.deity) query = query.ilike("deity", `%${filters.deity}%`);
  const from = page * PAGE_SIZE;
  // One more than a page tells whether "Load more" has anything to load.
  const rows = throwOnServerError(
    await query
      .order("is_sample")
      .order("name")
      .order("id")
      .range(from, from + PAGE_SIZE),
  ) as TempleListing[];
  return { temples: rows.slice(0, PAGE_SIZE), hasMore: rows.length > PAGE_SIZE };
}

export function templesOptions(filters: TempleFilters) {
  return infiniteQueryOptions({
    queryKey: ["temples", filters] as const,
    queryFn: ({ pageParam }) => fetchTemples(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length : undefined),
  });
}

export function useTemples(filters: TempleFilters) {
  return useInfiniteQuery(templesOptions(filters));
}
