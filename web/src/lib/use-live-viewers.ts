import type { RealtimeChannel } from "@supabase/supabase-js";
import { useEffect, useState } from "react";
import { joinLiveChannel } from "./live-channel";

/** How many are watching each session now, by id, once its channel has said. */
export type LiveViewerCounts = ReadonlyMap<string, number>;

/** The presences on a live session's channel: one per watching tab. */
function countWatching(channel: RealtimeChannel): number {
  return Object.keys(channel.presenceState()).length;
}

/**
 * How many are watching each of `sessionIds` now, from the presence on their channels (observed
 * only: this page is not counted); a session is missing until its channel answers, or when it
 * cannot (Realtime unreachable), so callers show the count the database keeps instead.
 */
export function useLiveViewerCounts(sessionIds: readonly string[]): LiveViewerCounts {
  const [counts, setCounts] = useState<LiveViewerCounts>(new Map());
  const key = sessionIds.join(",");
  useEffect(() => {
    if (key === "") return;
    let isLeft = false;
    const set = (id: string, channel: RealtimeChannel) => {
      if (isLeft) return;
      const count = countWatching(channel);
      setCounts((previous) =>
        previous.get(id) === count ? previous : new Map(previous).set(id, count),
      );
    };
    const leaves = key.split(",").map((id) =>
      // Counted at each presence sync: the state the server sends on joining is the first.
      joinLiveChannel(id, { onPresence: (channel) => set(id, channel) }),
    );
    return () => {
      isLeft = true;
      for (const leave of leaves) leave();
      setCounts(new Map());
    };
  }, [key]);
  return counts;
}

/**
 * While `isWatching`, counts this tab among the session's viewers (tracked again after every
 * drop: a new connection's presence starts empty), and answers how many are watching.
 */
export function useWatchingPresence(sessionId: string, isWatching: boolean): number | undefined {
  const [count, setCount] = useState<number>();
  useEffect(() => {
    if (!isWatching) return;
    let isLeft = false;
    let joined: RealtimeChannel | undefined;
    const leave = joinLiveChannel(sessionId, {
      onPresence: (channel) => {
        if (!isLeft) setCount(countWatching(channel));
      },
      onStatus: (status, channel) => {
        if (isLeft || status !== "SUBSCRIBED" || !channel) return;
        joined = channel;
        void channel.track({ watching_since: new Date().toISOString() });
      },
    });
    return () => {
      isLeft = true;
      // The chat may keep the channel: this tab stops counting all the same.
      void joined?.untrack();
      leave();
      setCount(undefined);
    };
  }, [sessionId, isWatching]);
  return count;
}

/** The viewers of live sessions together: each one's presence count, or else its stored count. */
export function totalLiveViewers(
  sessions: readonly { id: string; viewer_count: number }[],
  counts: LiveViewerCounts,
): number {
  return sessions.reduce(
    (sum, session) => sum + (counts.get(session.id) ?? session.viewer_count),
    0,
  );
}

/** `useLiveViewerCounts` of one session, or of none (a sample, or a session not live). */
export function useLiveViewerCount(sessionId: string | null): number | undefined {
  return useLiveViewerCounts(sessionId ? [sessionId] : []).get(sessionId ?? "");
}
