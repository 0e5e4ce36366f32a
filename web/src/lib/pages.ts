import { infiniteQueryOptions, type QueryKey } from "@tanstack/react-query";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "./database";
import type { ServerError } from "./server-error";
import { askSupabase } from "./supabase-request";

/**
 * The lists read a page at a time ("Load more"). Each read asks for one row more than a page: that
 * row tells whether another page follows. Numbered pages are ranges by offset; keyset pages start
 * after the last row's sort key, so a later page reads as few rows as the first.
 */

type RowsResponse<Row> = { data: Row[] | null; error: ServerError | null };

/** Page `page` (from 0) of `size` rows: `request` reads rows `from` to `to`, one past the page. */
export async function readNumberedPage<Row>(
  page: number,
  size: number,
  request: (
    supabase: SupabaseClient<Database>,
    from: number,
    to: number,
  ) => PromiseLike<RowsResponse<Row>>,
) {
  const from = page * size;
  const rows: Row[] = (await askSupabase((supabase) => request(supabase, from, from + size))) ?? [];
  return { rows: rows.slice(0, size), hasMore: rows.length > size };
}

/** Infinite query options of numbered pages, from page 0 while the last one says more follow. */
export function numberedPagesOptions<K extends QueryKey, Page extends { hasMore: boolean }>(
  queryKey: K,
  fetchPage: (page: number) => Promise<Page>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: Page, pages: Page[]) => (last.hasMore ? pages.length : undefined),
  });
}

/** A keyset page of `size` from the rows read for it, and the cursor of the next, if any. */
export function keysetPage<Row, Cursor>(
  rows: Row[],
  size: number,
  cursorOf: (last: Row) => Cursor,
) {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  const hasMore = rows.length > size;
  return { page, hasMore, next: hasMore && last ? cursorOf(last) : undefined };
}

/** Infinite query options of keyset pages: the first from no cursor, each next after the last. */
export function keysetPagesOptions<K extends QueryKey, Cursor, Page extends { next?: Cursor }>(
  queryKey: K,
  fetchPage: (cursor: Cursor | null) => Promise<Page>,
) {
  return infiniteQueryOptions({
    queryKey,
    // TypeScript cannot narrow the context of a generic key; initialPageParam fixes its type.
    queryFn: ({ pageParam }) => fetchPage(pageParam as Cursor | null),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (last: Page) => last.next,
  });
}
