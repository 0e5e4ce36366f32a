import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";

/** How often an open player says it is still watching; the server counts the last two minutes. */
const HEARTBEAT_MS = 60_000;

async function watchLiveSession(sessionId: string): Promise<number> {
  const supabase = await getSupabase();
  return throwOnServerError(await supabase.rpc("watch_live_session", { session_id: sessionId }));
}

async function leaveLiveSession(sessionId: string): Promise<void> {
  const supabase = await getSupabase();
  await supabase.rpc("leave_live_session", { session_id: sessionId });
}

/**
 * While `isWatching`, counts this devotee among the session's viewers (every minute) and answers
 * how many are watching; stopping takes them out of the count at once.
 */
export function useWatchLiveSession(sessionId: string, isWatching: boolean) {
  useEffect(() => {
    if (!isWatching) return;
    return () => void leaveLiveSession(sessionId);
  }, [sessionId, isWatching]);
  return useQuery({
    queryKey: ["live-watching", sessionId] as const,
    queryFn: () => watchLiveSession(sessionId),
    enabled: isWatching,
    refetchInterval: HEARTBEAT_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
  });
}
