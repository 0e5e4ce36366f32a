import type { RealtimeChannel, RealtimeClient } from "@supabase/supabase-js";
import { getRealtime } from "@/lib/realtime";
import { waitForFirstIdle } from "./wait-for-first-idle";

/** A status a channel's join reaches, as realtime-js reports it. */
export type LiveChannelStatus = "SUBSCRIBED" | "TIMED_OUT" | "CLOSED" | "CHANNEL_ERROR";

/** One part of the page that uses a live session's channel; each callback is optional. */
export interface LiveChannelUser {
  /**
   * Adds its broadcast listeners: before the join for the first user, at once for a later one
   * (realtime-js takes presence listeners only before the join: presence comes by `onPresence`).
   */
  bind?(channel: RealtimeChannel): void;
  /**
   * Each status the join reaches (after a drop, SUBSCRIBED again); a later user hears the last.
   * The channel is missing when Realtime could not load.
   */
  onStatus?(status: LiveChannelStatus, channel: RealtimeChannel | undefined): void;
  /** After each presence sync, and at once for a later user of a joined channel. */
  onPresence?(channel: RealtimeChannel): void;
}

interface SharedChannel {
  users: Set<LiveChannelUser>;
  realtime?: RealtimeClient;
  channel?: RealtimeChannel;
  status?: LiveChannelStatus;
}

const shared = new Map<string, SharedChannel>();

/**
 * Joins the live session's private channel `live:<id>` (its policies let whoever may read the
 * session join, signed in or not), or shares the join another part of the page made: realtime-js
 * holds one channel per topic, joined once, so the viewer count and the chat both go through
 * here. Presence is on, so every user can count who is watching; each connection gets its own
 * presence key from the server, so each tab counts once. The channel is left with its last user.
 * Returns the way to leave.
 */
export function joinLiveChannel(sessionId: string, user: LiveChannelUser): () => void {
  const topic = `live:${sessionId}`;
  let entry = shared.get(topic);
  if (entry) {
    entry.users.add(user);
    if (entry.channel) user.bind?.(entry.channel);
    if (entry.status) user.onStatus?.(entry.status, entry.channel);
    if (entry.channel && entry.status === "SUBSCRIBED") user.onPresence?.(entry.channel);
  } else {
    const created: SharedChannel = { users: new Set([user]) };
    entry = created;
    shared.set(topic, created);
    void open(topic, created).catch(() => {
      // Realtime could not load (offline): each user hears it, and the page keeps what it read.
      created.status = "CHANNEL_ERROR";
      for (const each of created.users) each.onStatus?.("CHANNEL_ERROR", undefined);
    });
  }
  const joined = entry;
  return () => {
    joined.users.delete(user);
    if (joined.users.size > 0 || shared.get(topic) !== joined) return;
    shared.delete(topic);
    if (joined.realtime && joined.channel) void joined.realtime.removeChannel(joined.channel);
  };
}

async function open(topic: string, entry: SharedChannel): Promise<void> {
  // Public pages hydrate and answer first; the Realtime client loads after.
  await waitForFirstIdle();
  const realtime = await getRealtime();
  // The signed-in user's token (or the anon key), so the channel's policies see who joins.
  await realtime.setAuth();
  if (shared.get(topic) !== entry) return;
  const channel = realtime.channel(topic, {
    config: { private: true, presence: { key: "", enabled: true } },
  });
  entry.realtime = realtime;
  entry.channel = channel;
  channel.on("presence", { event: "sync" }, () => {
    for (const user of entry.users) user.onPresence?.(channel);
  });
  for (const user of entry.users) user.bind?.(channel);
  channel.subscribe((status) => {
    entry.status = status as LiveChannelStatus;
    for (const user of entry.users) user.onStatus?.(entry.status, channel);
  });
}
