import type { VerificationStatus } from "@/lib/verification-status";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import type { ProviderFilters } from "../schemas";

const PAGE_SIZE = 20;

export interface ProviderListing {
  id: string;
  slug: string;
  kind: "guru" | "pujari";
  display_name: string;
  specialisations: string[];
  languages: string[];
  city: string | null;
  photo_path: string | null;
  photo_alt: string | null;
  rating: number | null;
  review_count: number;
  verification_status: VerificationStatus;
  verified_at: string | null;
  is_sample: boolean;
  offering_kinds: string[];
  lowest_price_paise: number | null;
}

const COLUMNS =
  "id, slug, kind, display_name, specialisations, languages, city, photo_path, photo_alt, rating, review_count, verification_status, verified_at, is_sample, offering_kinds, lowest_price_paise";

/** One page of listed gurus and pujaris matching the filters (view provider_listings). */
export async function fetchProviders(filters: ProviderFilters, page: number) {
  const supabase = await getSupabase();
  let query = supabase.from("provider_listings").select(COLUMNS);
  if (filters.q) query = query.ilike("display_name", `%${filters.q}%`);
  if (filters.kind) query = query.contains("offering_kinds", [filters.kind]);
  if (filters.language) query = query.contains("language_keys", [filters.language.toLowerCase()]);
  if (filters.city) query = query.ilike("city", `%${filters.city}%`);
  if (filters.mode) query = query.overlaps("offering_modes", [filters.mode, "both"]);
  if (filters.minPrice !== undefined)
    query = query.gte("lowest_price_paise", filters.minPrice * 100);
  if (filters.maxPrice !== undefined)
    query = query.lte("lowest_price_paise", filters.maxPrice * 100);
  query =
    filters.sort === "rating"
      ? query.order("rating", { ascending: false, nullsFirst: false })
      : query.order("lowest_price_paise", {
          ascending: filters.sort === "price_asc",
          nullsFirst: false,
        });
  const from = page * PAGE_SIZE;
  // Ask for one more than a page to know whether "Load more" has anything to load.
  const rows = throwOnServerError(
    await query.order("id").range(from, from + PAGE_SIZE),
  ) as ProviderListing[];
  return { providers: rows.slice(0, PAGE_SIZE), hasMore: rows.length > PAGE_SIZE };
}

export function providersOptions(filters: ProviderFilters) {
  return infiniteQueryOptions({
    queryKey: ["providers", filters] as const,
    queryFn: ({ pageParam }) => fetchProviders(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length : undefined),
  });
}

export function useProviders(filters: ProviderFilters) {
  return useInfiniteQuery(providersOptions(filters));
}
