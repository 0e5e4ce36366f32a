import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { restoreSavedQueries, saveQueriesAsTheyChange } from "./saved-queries";
import { SAVED_QUERIES_KEY, forgetSavedQueries } from "./saved-queries-storage";

function savedKeys(): unknown[] {
  const text = localStorage.getItem(SAVED_QUERIES_KEY);
  if (!text) return [];
  return (JSON.parse(text) as { state: { queries: { queryKey: unknown }[] } }).state.queries.map(
    (query) => query.queryKey,
  );
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe("saved queries", () => {
  it("keeps only the person's own lists, and gives them back with the time they were fetched", () => {
    vi.useFakeTimers();
    const first = new QueryClient();
    const stop = saveQueriesAsTheyChange(first, "user-1");
    first.setQueryData(["my-bookings", "user-1"], { pages: [[{ id: "b1" }]], pageParams: [null] });
    first.setQueryData(["booking", "b1"], { booking: { id: "b1" } });
    first.setQueryData(["notifications", "list"], []);
    first.setQueryData(["bookable-offerings"], [{ id: "o1" }]);
    vi.advanceTimersByTime(1000);
    stop();
    expect(savedKeys()).toEqual(
      expect.arrayContaining([
        ["my-bookings", "user-1"],
        ["booking", "b1"],
        ["notifications", "list"],
      ]),
    );
    expect(savedKeys()).not.toContainEqual(["bookable-offerings"]);

    const fetchedAt = first.getQueryState(["booking", "b1"])?.dataUpdatedAt;
    const next = new QueryClient();
    restoreSavedQueries(next, "user-1");
    expect(next.getQueryData(["booking", "b1"])).toEqual({ booking: { id: "b1" } });
    expect(next.getQueryState(["booking", "b1"])?.dataUpdatedAt).toBe(fetchedAt);
    // Shown offline as it was, but asked again by the first screen that reads it online.
    expect(next.getQueryState(["notifications", "list"])?.isInvalidated).toBe(true);
  });

  it("keeps an answer whose refetch failed, as it was fetched, and gives it back", async () => {
    vi.useFakeTimers();
    const first = new QueryClient();
    const stop = saveQueriesAsTheyChange(first, "user-1");
    const key = ["my-bookings", "user-1"];
    first.setQueryData(key, { pages: [{ bookings: [{ id: "b1" }] }], pageParams: [null] });
    const fetchedAt = first.getQueryState(key)?.dataUpdatedAt;
    // Offline, a full load asks again at once and fails.
    await first
      .fetchQuery({
        queryKey: key,
        queryFn: () => Promise.reject(new TypeError("Failed to fetch")),
        retry: false,
      })
      .catch(() => undefined);
    expect(first.getQueryState(key)?.status).toBe("error");
    vi.advanceTimersByTime(1000);
    stop();
    expect(savedKeys()).toContainEqual(key);

    const next = new QueryClient();
    restoreSavedQueries(next, "user-1");
    expect(next.getQueryData(key)).toEqual({
      pages: [{ bookings: [{ id: "b1" }] }],
      pageParams: [null],
    });
    expect(next.getQueryState(key)).toMatchObject({
      status: "success",
      error: null,
      dataUpdatedAt: fetchedAt,
    });
  });

  it("never gives one person's lists to another, and forgets them", () => {
    vi.useFakeTimers();
    const first = new QueryClient();
    const stop = saveQueriesAsTheyChange(first, "user-1");
    first.setQueryData(["my-pledges", "user-1"], [{ id: "p1" }]);
    stop();
    const other = new QueryClient();
    restoreSavedQueries(other, "user-2");
    expect(other.getQueryData(["my-pledges", "user-1"])).toBeUndefined();
    expect(localStorage.getItem(SAVED_QUERIES_KEY)).toBeNull();
  });

  it("forgets them on sign-out", () => {
    localStorage.setItem(SAVED_QUERIES_KEY, JSON.stringify({ userId: "u", state: {} }));
    forgetSavedQueries();
    expect(localStorage.getItem(SAVED_QUERIES_KEY)).toBeNull();
  });

  it("does not show a copy older than a week", () => {
    vi.useFakeTimers();
    const first = new QueryClient();
    const stop = saveQueriesAsTheyChange(first, "user-1");
    first.setQueryData(["booking", "b1"], { booking: { id: "b1" } });
    stop();
    const next = new QueryClient();
    restoreSavedQueries(next, "user-1", Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect(next.getQueryData(["booking", "b1"])).toBeUndefined();
  });
});

describe("leaving the page", () => {
  it("saves what changed at once, not a second later", () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const stop = saveQueriesAsTheyChange(client, "user-1");
    client.setQueryData(["booking", "b2"], { booking: { id: "b2" } });
    window.dispatchEvent(new Event("pagehide"));
    expect(savedKeys()).toEqual([["booking", "b2"]]);
    stop();
  });
});
