import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { getSupabase } from "@/lib/supabase";
import { useWatchingPresence } from "@/lib/use-live-viewers";
import { askSupabase } from "@/lib/supabase-request";

/** How often an open player says it is still watching; the server counts the last two minutes. */
const HEARTBEAT_MS = 60_000;

async function watchLiveSession(sessionId: string): Promise<number> {
  return askSupabase((supabase) => supabase.rpc("watch_live_session", { session_id: sessionId }));
}

async function leaveLiveSession(sessionId: string): Promise<void> {
  const supabase = await getSupabase();
  await supabase.rpc("leave_live_session", { session_id: sessionId });
}

/**
 * While `isWatching`, counts this tab among the session's viewers: present on its channel, which
 * every list of live sessions reads, and in the heartbeat (every minute) that keeps the stored
 * counts and the host's history. Answers how many are watching, by presence once the channel has
 * said, else by the heartbeat; stopping takes this tab out of both at once.
 */
export function useWatchLiveSession(sessionId: string, isWatching: boolean): number | undefined {
  const present = useWatchingPresence(sessionId, isWatching);
  useEffect(() => {
    if (!isWatching) return;
    return () => void leaveLiveSession(sessionId);
  }, [sessionId, isWatching]);
  const heartbeat = useQuery({
    queryKey: ["live-watching", sessionId] as const,
    queryFn: () => watchLiveSession(sessionId),
    enabled: isWatching,
    refetchInterval: HEARTBEAT_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
  });
  return present ?? heartbeat.data;
}
