import { useInfiniteQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { keysetPage, keysetPagesOptions } from "@/lib/pages";
import type { TempleFilters } from "../schemas";
import type { Tables } from "@/lib/database";

const PAGE_SIZE = 20;

export type TempleListing = Pick<
  Tables<"temples">,
  | "id"
  | "slug"
  | "name"
  | "city"
  | "location"
  | "deity"
  | "darshan_timings"
  | "aarti_timings"
  | "verification_status"
  | "verified_at"
  | "is_sample"
>;

export const TEMPLE_COLUMNS =
  "id, slug, name, city, location, deity, darshan_timings, aarti_timings, verification_status, verified_at, is_sample";

/** Where a page ends: its last row's sort key; the next page starts after it. */
export interface TempleCursor {
  is_sample: boolean;
  name: string;
  id: string;
}

/** A value inside or(), quoted so commas, dots and parentheses in a name stay part of it. */
function quoted(value: string) {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/**
 * One page of listed temples (verified, or the seeded examples last) matching city and deity, by
 * name after `cursor`: keyset pages, read from the listed-temples index whatever the page.
 */
export async function fetchTemples(filters: TempleFilters, cursor: TempleCursor | null) {
  const supabase = await getSupabase();
  const matching = () => {
    let query = supabase.from("temples").select(TEMPLE_COLUMNS);
    if (filters.city) query = query.ilike("city", `%${filters.city}%`);
    if (filters.deity) query = query.ilike("deity", `%${filters.deity}%`);
    return query;
  };
  // One more than a page tells whether "Load more" has anything to load.
  const read = async (query: ReturnType<typeof matching>, limit = PAGE_SIZE + 1) =>
    throwOnServerError(await query.order("is_sample").order("name").order("id").limit(limit));

  let rows: TempleListing[];
  if (!cursor) {
    rows = await read(matching());
  } else {
    // Within the cursor's group (real or example temples) the name bound starts the index scan;
    // or() only passes over temples of the same name before it.
    rows = await read(
      matching()
        .eq("is_sample", cursor.is_sample)
        .gte("name", cursor.name)
        .or(`name.gt.${quoted(cursor.name)},id.gt.${cursor.id}`),
    );
    if (!cursor.is_sample && rows.length <= PAGE_SIZE)
      rows = rows.concat(await read(matching().eq("is_sample", true), PAGE_SIZE + 1 - rows.length));
  }
  const { page, hasMore, next } = keysetPage(rows, PAGE_SIZE, ({ is_sample, name, id }) => ({
    is_sample,
    name,
    id,
  }));
  return { temples: page, hasMore, next };
}

export function templesOptions(filters: TempleFilters) {
  return keysetPagesOptions(["temples", filters] as const, (cursor: TempleCursor | null) =>
    fetchTemples(filters, cursor),
  );
}

export function useTemples(filters: TempleFilters) {
  return useInfiniteQuery(templesOptions(filters));
}
