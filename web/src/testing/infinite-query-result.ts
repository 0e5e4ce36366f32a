import { vi } from "vitest";

/**
 * What a mocked infinite-query hook returns: one loaded page holding `rows` under `key`, with no
 * more to fetch; `overrides` set a state (isPending, isError, hasNextPage...).
 */
export function infiniteQueryResult(
  key: string,
  rows: unknown[],
  overrides: Record<string, unknown> = {},
) {
  return {
    isPending: false,
    isError: false,
    isFetching: false,
    isFetchingNextPage: false,
    hasNextPage: false,
    fetchNextPage: vi.fn(),
    refetch: vi.fn(),
    data: { pages: [{ [key]: rows, hasMore: false }] },
    ...overrides,
  };
}
