import type { Logger } from "../lib/logger.ts";
import { encodeFrame } from "./phoenix-frame.ts";
import type { FeedEntry, RowChange } from "./change-feed.ts";
import type { PostgresChanges, ChangeSubscriber } from "./postgres-changes.ts";
import { type PresenceDiff, type PresenceState, TopicPresence } from "./presence.ts";

const PRESENCE_FLUSH_MS = 50;

/** A joined channel of one socket, as the hub fans messages out to it. */
export interface ChannelMember extends ChangeSubscriber {
  /** The channel's name without `realtime:`, as realtime.send() and realtime.topic() name it. */
  readonly subTopic: string;
  readonly isPrivate: boolean;
  readonly receivesOwnBroadcast: boolean;
  readonly presenceKey: string;
  /** What the channel's policies let it receive (a public channel: everything). */
  receives: { broadcast: boolean; presence: boolean };
  /** Sends one message on this channel; `direct` carries the member's join ref. */
  send(event: string, payload: Record<string, unknown>, direct?: boolean): void;
  /** Sends a message every member gets alike, encoded once per protocol version and topic. */
  sendShared(frames: SharedFrames): void;
}

/** One message for many sockets: its frame is made once for each (version, topic) it meets. */
export class SharedFrames {
  private readonly frames = new Map<string, string | Uint8Array>();
  private readonly event: string;
  private readonly payload: Record<string, unknown>;

  constructor(event: string, payload: Record<string, unknown>) {
    this.event = event;
    this.payload = payload;
  }

  frameFor(topic: string, vsn: string): string | Uint8Array {
    const key = `${vsn} ${topic}`;
    let frame = this.frames.get(key);
    if (frame === undefined) {
      frame = encodeFrame(
        { joinRef: null, ref: null, topic, event: this.event, payload: this.payload },
        vsn,
      );
      this.frames.set(key, frame);
    }
    return frame;
  }
}

/**
 * Who is joined to which topic, and the fan-out: broadcasts from sockets and from SQL, presence
 * diffs, and Postgres Changes. A private and a public channel with the same name are different
 * channels, as on Supabase.
 */
export class RealtimeHub {
  private readonly members = new Map<string, Set<ChannelMember>>();
  private readonly presences = new Map<string, TopicPresence>();
  private readonly changeSubscribers = new Set<ChannelMember>();
  private readonly pendingDiffs = new Map<string, PresenceDiff>();
  /** Changes are delivered one after another, so a subscriber sees them in commit order. */
  private changeQueue: Promise<void> = Promise.resolve();

  private readonly changes: PostgresChanges;
  private readonly logger: Logger;

  constructor(changes: PostgresChanges, logger: Logger) {
    this.changes = changes;
    this.logger = logger;
  }

  join(member: ChannelMember): void {
    const key = channelKey(member.subTopic, member.isPrivate);
    let set = this.members.get(key);
    if (!set) this.members.set(key, (set = new Set()));
    set.add(member);
    if (member.subscriptions.length > 0) this.changeSubscribers.add(member);
  }

  leave(member: ChannelMember): void {
    const key = channelKey(member.subTopic, member.isPrivate);
    this.untrack(member);
    const set = this.members.get(key);
    set?.delete(member);
    if (set?.size === 0) this.members.delete(key);
    this.changeSubscribers.delete(member);
  }

  /** A broadcast from a socket (`from`) or from SQL, to the channel's members. */
  broadcast(
    topic: string,
    isPrivate: boolean,
    payload: Record<string, unknown>,
    from?: ChannelMember,
  ): void {
    const frames = new SharedFrames("broadcast", payload);
    for (const member of this.members.get(channelKey(topic, isPrivate)) ?? []) {
      if (!member.receives.broadcast || (member === from && !member.receivesOwnBroadcast)) continue;
      member.sendShared(frames);
    }
  }

  track(member: ChannelMember, payload: Record<string, unknown>): void {
    const key = channelKey(member.subTopic, member.isPrivate);
    let presence = this.presences.get(key);
    if (!presence) this.presences.set(key, (presence = new TopicPresence()));
    this.sendDiff(key, presence.track(member, member.presenceKey, payload));
  }

  untrack(member: ChannelMember): void {
    const key = channelKey(member.subTopic, member.isPrivate);
    const presence = this.presences.get(key);
    const diff = presence?.untrack(member);
    if (presence?.isEmpty) this.presences.delete(key);
    if (diff) this.sendDiff(key, diff);
  }

  presenceState(member: ChannelMember): Record<string, unknown> {
    return this.presences.get(channelKey(member.subTopic, member.isPrivate))?.state() ?? {};
  }

  /** Entries from the change feed, in commit order. */
  deliver(entries: FeedEntry[]): void {
    for (const entry of entries) {
      if (entry.kind === "broadcast") {
        this.broadcast(entry.topic, entry.isPrivate, {
          type: "broadcast",
          event: entry.event,
          payload: entry.payload,
        });
      } else if (this.changeSubscribers.size > 0) {
        this.changeQueue = this.changeQueue.then(() => this.deliverChange(entry));
      }
    }
  }

  private async deliverChange(change: RowChange): Promise<void> {
    const subscribers = [...this.changeSubscribers];
    const messages = await Promise.all(
      subscribers.map((member) =>
        this.changes.messageFor(change, member).catch((error: unknown) => {
          this.logger.warn({ err: error, table: change.table }, "realtime: a change check failed");
          return undefined;
        }),
      ),
    );
    messages.forEach((message, index) => {
      const member = subscribers[index]!;
      if (message && this.changeSubscribers.has(member)) {
        member.send("postgres_changes", { ids: message.ids, data: message.data });
      }
    });
  }

  /**
   * Diffs are merged per channel and sent at most every PRESENCE_FLUSH_MS: when many viewers
   * arrive at once, each member gets a few merged diffs instead of one per arrival (n² frames).
   */
  private sendDiff(key: string, diff: PresenceDiff): void {
    const pending = this.pendingDiffs.get(key);
    if (pending) {
      mergeInto(pending.joins, diff.joins);
      mergeInto(pending.leaves, diff.leaves);
      return;
    }
    this.pendingDiffs.set(key, diff);
    setTimeout(() => {
      const merged = this.pendingDiffs.get(key);
      this.pendingDiffs.delete(key);
      if (!merged) return;
      const frames = new SharedFrames(
        "presence_diff",
        merged as unknown as Record<string, unknown>,
      );
      for (const member of this.members.get(key) ?? []) {
        if (member.receives.presence) member.sendShared(frames);
      }
    }, PRESENCE_FLUSH_MS).unref();
  }
}

function mergeInto(target: PresenceState, diff: PresenceState): void {
  for (const [presenceKey, { metas }] of Object.entries(diff)) {
    (target[presenceKey] ??= { metas: [] }).metas.push(...metas);
  }
}

function channelKey(topic: string, isPrivate: boolean): string {
  return `${isPrivate ? "private" : "public"}:${topic}`;
}
