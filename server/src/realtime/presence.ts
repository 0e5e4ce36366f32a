/**
 * Phoenix Presence for one topic: who is tracked under which key, each with its metas. A diff is
 * `{joins, leaves}` keyed like the state, so realtime-js merges it into what it holds.
 */

export type PresenceMeta = Record<string, unknown> & { phx_ref: string };
export type PresenceState = Record<string, { metas: PresenceMeta[] }>;
export interface PresenceDiff {
  joins: PresenceState;
  leaves: PresenceState;
}

/** One tracked presence: which member holds it, under which key. */
interface Entry {
  key: string;
  meta: PresenceMeta;
}

export class TopicPresence {
  private readonly byHolder = new Map<object, Entry>();
  private nextRef = 0;

  /** Tracks (or replaces) the holder's presence; the diff to send everyone. */
  track(holder: object, key: string, payload: Record<string, unknown>): PresenceDiff {
    const previous = this.byHolder.get(holder);
    const meta: PresenceMeta = { ...payload, phx_ref: this.ref() };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
    this.byHolder.set(holder, { key, meta });
    return {
      joins: { [key]: { metas: [meta] } },
      leaves: previous ? { [previous.key]: { metas: [previous.meta] } } : {},
    };
  }

  /** Drops the holder's presence; the diff, or undefined when it tracked nothing. */
  untrack(holder: object): PresenceDiff | undefined {
    const previous = this.byHolder.get(holder);
    if (!previous) return undefined;
    this.byHolder.delete(holder);
    return { joins: {}, leaves: { [previous.key]: { metas: [previous.meta] } } };
  }

  state(): PresenceState {
    const state: PresenceState = {};
    for (const { key, meta } of this.byHolder.values()) {
      (state[key] ??= { metas: [] }).metas.push(meta);
    }
    return state;
  }

  get isEmpty(): boolean {
    return this.byHolder.size === 0;
  }

  private ref(): string {
    this.nextRef += 1;
    return `F${Date.now().toString(36)}${this.nextRef.toString(36)}`;
  }
}
