// The signed-in lists a person reads offline (their bookings, a booking, notifications, pledges):
// their last answers are kept on the device for that user only, and put back in the cache when a
// signed-in screen opens, so offline they show as they were, with the time they were fetched.
// Loaded lazily by the signed-in frame; nothing else of the cache is ever stored.
import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from "@tanstack/react-query";
import { SAVED_QUERIES_KEY, forgetSavedQueries } from "./saved-queries-storage";

/** The first part of the query keys whose answers are kept: one person's own lists. */
const SAVED_QUERY_ROOTS = ["my-bookings", "booking", "notifications", "my-pledges"] as const;

/** A saved answer older than this is not shown. */
const SAVED_QUERIES_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const WRITE_DELAY_MS = 1000;

interface SavedQueries {
  userId: string;
  state: ReturnType<typeof dehydrate>;
}

/**
 * A list of one's own with an answer. Its last refetch may have failed (offline, a full load asks
 * again at once and fails): the answer it still holds is kept, not dropped with the failure.
 */
function isSavedQuery(query: Query): boolean {
  const root = query.queryKey[0];
  return (
    query.state.data !== undefined &&
    typeof root === "string" &&
    (SAVED_QUERY_ROOTS as readonly string[]).includes(root)
  );
}

/** The answer as it was fetched: a later failed refetch is not saved with it. */
function asFetched(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: {
        ...query.state,
        status: "success",
        fetchStatus: "idle",
        error: null,
        fetchFailureCount: 0,
        fetchFailureReason: null,
      },
    })),
  };
}

function readSaved(): SavedQueries | null {
  try {
    const text = localStorage.getItem(SAVED_QUERIES_KEY);
    return text ? (JSON.parse(text) as SavedQueries) : null;
  } catch {
    return null;
  }
}

/** Puts `userId`'s saved answers back in the cache; another person's are forgotten. */
export function restoreSavedQueries(queryClient: QueryClient, userId: string, now = Date.now()) {
  const saved = readSaved();
  if (!saved) return;
  if (saved.userId !== userId) {
    forgetSavedQueries();
    return;
  }
  const recent = saved.state.queries.filter(
    (query) => now - query.state.dataUpdatedAt < SAVED_QUERIES_MAX_AGE_MS,
  );
  // Kept in memory as long as on the device; fresher answers in the cache are left as they are.
  hydrate(
    queryClient,
    { mutations: [], queries: recent },
    { defaultOptions: { queries: { gcTime: SAVED_QUERIES_MAX_AGE_MS } } },
  );
  // A saved answer is what was true then: online, a screen showing it asks again at once (the
  // bell's count included) instead of trusting it for the query's usual freshness. Offline it is
  // left as it is, so the screens show it rather than a failed request.
  if (!navigator.onLine) return;
  for (const query of recent) {
    void queryClient.invalidateQueries({
      queryKey: query.queryKey,
      exact: true,
      refetchType: "none",
    });
  }
}

/** Saves `userId`'s lists whenever the cache changes (a second later); returns how to stop. */
export function saveQueriesAsTheyChange(queryClient: QueryClient, userId: string): () => void {
  for (const root of SAVED_QUERY_ROOTS) {
    queryClient.setQueryDefaults([root], { gcTime: SAVED_QUERIES_MAX_AGE_MS });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    const state = asFetched(dehydrate(queryClient, { shouldDehydrateQuery: isSavedQuery }));
    try {
      localStorage.setItem(SAVED_QUERIES_KEY, JSON.stringify({ userId, state }));
    } catch {
      // Storage full or refused: the lists just are not available offline.
    }
  };
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    write();
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (!isSavedQuery(event.query) && event.type !== "removed") return;
    timer ??= setTimeout(write, WRITE_DELAY_MS);
  });
  // Leaving the page (another address typed, the app closed) must not lose the last answers.
  window.addEventListener("pagehide", flush);
  return () => {
    unsubscribe();
    window.removeEventListener("pagehide", flush);
    flush();
  };
}
