import type { RealtimeChannel, RealtimeClient } from "@supabase/supabase-js";
import { useEffect, useRef } from "react";
import { getRealtime } from "@/lib/realtime";
import type { Database } from "./database";

/** A table of the supabase_realtime publication a screen follows. */
export type FollowedTable = keyof Database["public"]["Tables"];

/** realtime-js keeps one channel per name: each subscription gets a name of its own. */
let subscriptionCount = 0;

/**
 * Calls `onChange` whenever a row of `table` the signed-in user may read (row-level security,
 * checked by the server per subscriber) is inserted, updated or deleted; `filter` (`col=eq.value`)
 * narrows which rows. It is called too each time the subscription is joined: the first time, for
 * what changed between the screen's read and the join, and after every drop, for what changed
 * while the socket was down. Returns the way to stop.
 */
export function followTableChanges(
  table: FollowedTable,
  filter: string | undefined,
  onChange: () => void,
): () => void {
  let isClosed = false;
  let realtime: RealtimeClient | undefined;
  let channel: RealtimeChannel | undefined;
  void (async () => {
    realtime = await getRealtime();
    // The signed-in user's token, so the server checks their row-level security.
    await realtime.setAuth();
    if (isClosed) return;
    subscriptionCount += 1;
    channel = realtime
      .channel(`changes:${table}:${subscriptionCount}`)
      .on("postgres_changes", { event: "*", schema: "public", table, filter }, () => {
        if (!isClosed) onChange();
      })
      .subscribe((status) => {
        if (!isClosed && status === "SUBSCRIBED") onChange();
      });
  })().catch(() => {
    // Realtime could not load (offline): the screen still reads its data when it is opened,
    // focused or retried.
  });
  return () => {
    isClosed = true;
    if (realtime && channel) void realtime.removeChannel(channel);
  };
}

/**
 * `followTableChanges` while the component is mounted; screens re-read their query in `onChange`
 * rather than trust the payload. Nothing is followed while `filter` is null (an id still loading).
 */
export function useTableChanges(
  table: FollowedTable,
  filter: string | undefined | null,
  onChange: () => void,
): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (filter === null) return;
    return followTableChanges(table, filter, () => latest.current());
  }, [table, filter]);
}
