import type { Tables, ViewRow } from "@/lib/database";
import { useInfiniteQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { keysetPage, keysetPagesOptions } from "@/lib/pages";
import type { ProviderFilters } from "../schemas";

const PAGE_SIZE = 20;

export type ProviderListing = ViewRow<
  Pick<
    Tables<"provider_listings">,
    | "id"
    | "slug"
    | "kind"
    | "display_name"
    | "specialisations"
    | "languages"
    | "city"
    | "photo_path"
    | "photo_alt"
    | "rating"
    | "review_count"
    | "verification_status"
    | "verified_at"
    | "is_sample"
    | "offering_kinds"
    | "lowest_price_paise"
  >,
  "city" | "photo_path" | "photo_alt" | "rating" | "verified_at" | "lowest_price_paise"
>;

const COLUMNS =
  "id, slug, kind, display_name, specialisations, languages, city, photo_path, photo_alt, rating, review_count, verification_status, verified_at, is_sample, offering_kinds, lowest_price_paise, rating_tenths";

/** rating_tenths orders by rating: its comparisons, unlike numeric's, can start an index scan. */
type ProviderRow = ProviderListing & Pick<Tables<"provider_listings">, "rating_tenths">;

/**
 * Where a page ends: its last row's sort value and id; the next page starts after it. Real
 * providers come first and the examples after them, each part in the chosen order.
 */
export interface ProviderCursor {
  isExample: boolean;
  value: number | null;
  id: string;
}

type SortColumn = "rating_tenths" | "lowest_price_paise";

/**
 * One page of listed gurus and pujaris matching the filters (view provider_listings), after
 * `cursor` in the chosen order (nulls last, then id): keyset pages, so a later page reads as few
 * rows as the first through the view's index, where an offset would read every row before it.
 */
export async function fetchProviders(filters: ProviderFilters, cursor: ProviderCursor | null) {
  const supabase = await getSupabase();
  const column: SortColumn = filters.sort === "rating" ? "rating_tenths" : "lowest_price_paise";
  const ascending = filters.sort === "price_asc";
  const matching = (isExample: boolean) => {
    let query = supabase.from("provider_listings").select(COLUMNS).eq("is_sample", isExample);
    if (filters.q) query = query.ilike("display_name", `%${filters.q}%`);
    if (filters.kind) query = query.contains("offering_kinds", [filters.kind]);
    if (filters.language) query = query.contains("language_keys", [filters.language.toLowerCase()]);
    if (filters.city) query = query.ilike("city", `%${filters.city}%`);
    if (filters.mode) query = query.overlaps("offering_modes", [filters.mode, "both"]);
    if (filters.minPrice !== undefined)
      query = query.gte("lowest_price_paise", filters.minPrice * 100);
    if (filters.maxPrice !== undefined)
      query = query.lte("lowest_price_paise", filters.maxPrice * 100);
    return query;
  };
  // One more than a page tells whether "Load more" has anything to load.
  const read = async (query: ReturnType<typeof matching>, limit = PAGE_SIZE + 1) =>
    throwOnServerError(
      await query.order(column, { ascending, nullsFirst: false }).order("id").limit(limit),
      // The view's columns are nullable in the generated types; these are not (see ViewRow).
    ) as ProviderRow[];

  /** Up to `limit` rows of one part (real or examples) after `after` in the chosen order. */
  async function readPart(isExample: boolean, after: ProviderCursor | null, limit: number) {
    if (!after) return read(matching(isExample), limit);
    if (after.value === null)
      return read(matching(isExample).is(column, null).gt("id", after.id), limit);
    // The bound on the value is where the index scan starts; or() only passes over the rows
    // that tie with the cursor's value and come before it.
    const value = String(after.value);
    const rows = await read(
      ascending
        ? matching(isExample).gte(column, value).or(`${column}.gt.${value},id.gt.${after.id}`)
        : matching(isExample).lte(column, value).or(`${column}.lt.${value},id.gt.${after.id}`),
      limit,
    );
    // Past the last row with a value come those without one (no rating or no offering yet).
    return rows.length < limit
      ? rows.concat(await read(matching(isExample).is(column, null), limit - rows.length))
      : rows;
  }

  const inExamples = cursor?.isExample ?? false;
  let rows = await readPart(inExamples, cursor, PAGE_SIZE + 1);
  // The real providers ran out on this page: the examples follow.
  if (!inExamples && rows.length <= PAGE_SIZE)
    rows = rows.concat(await readPart(true, null, PAGE_SIZE + 1 - rows.length));
  const { page, hasMore, next } = keysetPage(rows, PAGE_SIZE, (last) => ({
    isExample: last.is_sample,
    value: last[column],
    id: last.id,
  }));
  return { providers: page, hasMore, next };
}

export function providersOptions(filters: ProviderFilters) {
  return keysetPagesOptions(["providers", filters] as const, (cursor: ProviderCursor | null) =>
    fetchProviders(filters, cursor),
  );
}

export function useProviders(filters: ProviderFilters) {
  return useInfiniteQuery(providersOptions(filters));
}
