import type { QueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useAuth } from "@/lib/auth/auth-context";
import { forgetSavedQueries } from "@/lib/saved-queries-storage";

/**
 * Keeps the signed-in person's lists on the device (lib/saved-queries.ts, loaded once the frame
 * is up): restored into `queryClient` for them, saved as they change, forgotten when nobody is
 * signed in. Another person's saved lists are never restored.
 */
export function useSavedQueries(queryClient: QueryClient): void {
  const { user, isLoading } = useAuth();
  const userId = user?.id ?? null;
  const shownUserId = useRef<string | null>(null);
  useEffect(() => {
    if (isLoading) return;
    // Another person signed in without this frame closing: nothing of the last one's stays.
    if (shownUserId.current !== null && shownUserId.current !== userId) queryClient.clear();
    shownUserId.current = userId;
    if (userId === null) {
      forgetSavedQueries();
      queryClient.clear();
      return;
    }
    let isCurrent = true;
    let stop = () => {};
    void import("@/lib/saved-queries").then(({ restoreSavedQueries, saveQueriesAsTheyChange }) => {
      if (!isCurrent) return;
      restoreSavedQueries(queryClient, userId);
      stop = saveQueriesAsTheyChange(queryClient, userId);
    });
    return () => {
      isCurrent = false;
      stop();
    };
  }, [queryClient, userId, isLoading]);
}
