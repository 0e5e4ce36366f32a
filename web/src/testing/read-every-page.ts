import { expect } from "vitest";

/**
 * Follows a keyset-paged list from its first page until none follows, as "Load more" would: the
 * ids of every row in order, and how many pages it took. More than 10 pages is a paging bug.
 */
export async function readEveryPage<Cursor, Page extends { next?: Cursor }>(
  fetchPage: (cursor: Cursor | null) => Promise<Page>,
  idsOf: (page: Page) => string[],
) {
  const ids: string[] = [];
  let cursor: Cursor | null = null;
  for (let pages = 0; pages < 10; pages++) {
    const page = await fetchPage(cursor);
    ids.push(...idsOf(page));
    if (!page.next) return { ids, pages: pages + 1 };
    cursor = page.next;
  }
  throw new Error("more pages than rows");
}

/**
 * A paged read (readEveryPage's answer) took two pages and gave every row of one unpaged read,
 * `whole`, once and in the same order: `count` rows.
 */
export function expectPagesMatchWhole(
  paged: { ids: string[]; pages: number },
  whole: { data: { id: string }[] | null; error: unknown },
  count: number,
) {
  expect(whole.error).toBeNull();
  expect(paged.pages).toBe(2);
  expect(paged.ids).toEqual(whole.data!.map((row) => row.id));
  expect(new Set(paged.ids).size).toBe(count);
}
