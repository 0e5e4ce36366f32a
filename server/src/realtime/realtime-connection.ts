import type { WebSocket } from "ws";
import type { RequestRole } from "../db/transaction-as-role.ts";
import type { Logger } from "../lib/logger.ts";
import type { JwtVerifier } from "../lib/jwt.ts";
import type { Database } from "../db/database.ts";
import { authorizeChannel, type ChannelPermissions } from "./channel-authorization.ts";
import { FilterError, parseChangeFilter } from "./change-filter.ts";
import { decodeFrame, encodeFrame, FrameError, type PhoenixMessage } from "./phoenix-frame.ts";
import type { ChangeSubscription, PostgresChanges } from "./postgres-changes.ts";
import type { ChannelMember, RealtimeHub } from "./realtime-hub.ts";
import { roleOfToken, TokenError } from "./realtime-token.ts";

export interface ConnectionDeps {
  db: Database;
  jwt: JwtVerifier;
  hub: RealtimeHub;
  changes: PostgresChanges;
  /** Puts capture triggers on newly published tables before a Postgres Changes join. */
  syncCaptureTriggers(): Promise<void>;
  logger: Logger;
}

/** Limits that keep one socket from taking the server. */
export const LIMITS = {
  channelsPerSocket: 100,
  eventsPerSecond: 100,
  topicBytes: 255,
  /** A client that reads slower than it is sent to is dropped, not buffered without end. */
  maxBufferedBytes: 8 * 1024 * 1024,
  /** Without a heartbeat (realtime-js sends one every 25 s) the socket is closed. */
  idleMs: 60_000,
};

const CHANGE_EVENTS = new Set(["*", "INSERT", "UPDATE", "DELETE"]);
const MAX_TIMER_MS = 2 ** 31 - 1;

interface JoinedChannel extends ChannelMember {
  readonly topic: string;
  joinRef: string;
  permissions: ChannelPermissions;
  expiryTimer?: NodeJS.Timeout;
}

/** One WebSocket speaking the Phoenix channel protocol as Supabase Realtime does. */
export class RealtimeConnection {
  private readonly channels = new Map<string, JoinedChannel>();
  private lastSeen = Date.now();
  private windowStart = Date.now();
  private eventsInWindow = 0;
  private readonly idleTimer: NodeJS.Timeout;
  private readonly socket: WebSocket;
  private readonly vsn: string;
  /** The role of the socket's `apikey`, used when a join brings no access token. */
  private readonly apiKeyRole: RequestRole;
  private readonly deps: ConnectionDeps;

  constructor(socket: WebSocket, vsn: string, apiKeyRole: RequestRole, deps: ConnectionDeps) {
    this.socket = socket;
    this.vsn = vsn;
    this.apiKeyRole = apiKeyRole;
    this.deps = deps;
    socket.on("message", (data, isBinary) => this.receive(data as Buffer, isBinary));
    socket.on("close", () => this.closed());
    socket.on("error", () => socket.terminate());
    this.idleTimer = setInterval(() => {
      if (Date.now() - this.lastSeen > LIMITS.idleMs) socket.close(1000, "heartbeat timeout");
    }, LIMITS.idleMs / 2);
    this.idleTimer.unref();
  }

  private receive(data: Buffer, isBinary: boolean): void {
    this.lastSeen = Date.now();
    let message: PhoenixMessage;
    try {
      message = decodeFrame(data, isBinary);
    } catch (error) {
      if (!(error instanceof FrameError)) throw error;
      this.socket.close(1007, error.message);
      return;
    }
    if (this.isOverRate()) {
      this.reply(message, "error", { reason: "Too many messages per second" });
      return;
    }
    this.handle(message).catch((error: unknown) => {
      this.deps.logger.error({ err: error, event: message.event }, "realtime: message failed");
      this.reply(message, "error", { reason: "Internal error" });
    });
  }

  private isOverRate(): boolean {
    const now = Date.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.eventsInWindow = 0;
    }
    this.eventsInWindow += 1;
    return this.eventsInWindow > LIMITS.eventsPerSecond;
  }

  private async handle(message: PhoenixMessage): Promise<void> {
    const { topic, event, payload } = message;
    if (topic === "phoenix" && event === "heartbeat") return this.reply(message, "ok", {});
    if (event === "phx_join") return this.join(message);
    const channel = this.channels.get(topic);
    if (!channel) return this.reply(message, "error", { reason: "unmatched topic" });
    switch (event) {
      case "phx_leave":
        this.leave(channel);
        return this.reply(message, "ok", {});
      case "access_token":
        return this.refreshToken(channel, payload.access_token);
      case "broadcast":
        return this.broadcast(channel, message);
      case "presence":
        return this.presence(channel, message);
      default:
        return this.reply(message, "error", { reason: `unknown event ${event}` });
    }
  }

  private async join(message: PhoenixMessage): Promise<void> {
    const { topic, payload } = message;
    const config = (payload.config ?? {}) as Record<string, Record<string, unknown> | unknown[]>;
    const fail = (reason: string) => this.reply(message, "error", { reason });
    const subTopic = topic.replace(/^realtime:/i, "");
    if (!topic.toLowerCase().startsWith("realtime:") || subTopic === "") {
      return fail("Topic must start with realtime: and name a channel");
    }
    if (Buffer.byteLength(topic) > LIMITS.topicBytes) return fail("Topic is too long");
    const previous = this.channels.get(topic);
    if (previous) this.leave(previous);
    if (this.channels.size >= LIMITS.channelsPerSocket) {
      return fail(`Too many channels on one connection (at most ${LIMITS.channelsPerSocket})`);
    }
    let as = this.apiKeyRole;
    let expiresAt: number | undefined;
    try {
      const token = tokenOf(payload.access_token);
      if (token) ({ as, expiresAt } = await roleOfToken(this.deps.jwt, token));
    } catch (error) {
      if (error instanceof TokenError) return fail(error.message);
      throw error;
    }
    const isPrivate = (config as { private?: unknown }).private === true;
    const permissions = isPrivate
      ? await authorizeChannel(this.deps.db, as, subTopic)
      : { readBroadcast: true, readPresence: true, writeBroadcast: true, writePresence: true };
    if (!permissions.readBroadcast && !permissions.readPresence) {
      return fail(
        `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`,
      );
    }
    let subscriptions: ChangeSubscription[];
    try {
      subscriptions = await this.changeSubscriptions(config.postgres_changes, as);
    } catch (error) {
      if (error instanceof FilterError) return fail(error.message);
      throw error;
    }
    const broadcast = (config.broadcast ?? {}) as { self?: unknown; ack?: unknown };
    const presence = (config.presence ?? {}) as { key?: unknown; enabled?: unknown };
    const presenceKey =
      typeof presence.key === "string" && presence.key !== "" ? presence.key : crypto.randomUUID();
    const joinRef = message.joinRef ?? message.ref ?? "";
    const channel: JoinedChannel = {
      topic,
      subTopic,
      isPrivate,
      joinRef,
      as,
      permissions,
      receivesOwnBroadcast: broadcast.self === true,
      presenceKey,
      subscriptions,
      receives: { broadcast: permissions.readBroadcast, presence: permissions.readPresence },
      sendShared: (frames) => this.sendFrame(frames.frameFor(topic, this.vsn)),
      send: (event, body, direct) =>
        this.send({ joinRef: direct ? joinRef : null, ref: null, topic, event, payload: body }),
    };
    this.channels.set(topic, channel);
    this.deps.hub.join(channel);
    this.watchExpiry(channel, expiresAt);
    this.reply(message, "ok", {
      postgres_changes: subscriptions.map((sub, index) => ({
        ...(config.postgres_changes as Record<string, unknown>[])[index],
        id: sub.id,
      })),
    });
    if (subscriptions.length > 0) {
      channel.send(
        "system",
        {
          status: "ok",
          message: "Subscribed to PostgreSQL",
          extension: "postgres_changes",
          channel: subTopic,
        },
        true,
      );
    }
    if (presence.enabled === true && permissions.readPresence) {
      channel.send("presence_state", this.deps.hub.presenceState(channel), true);
    }
  }

  /** Validates each binding and gives it the id the client matches incoming changes on. */
  private async changeSubscriptions(raw: unknown, as: RequestRole): Promise<ChangeSubscription[]> {
    if (raw === undefined) return [];
    if (!Array.isArray(raw)) throw new FilterError("postgres_changes must be a list");
    if (raw.length === 0) return [];
    await this.deps.syncCaptureTriggers();
    const subscriptions: ChangeSubscription[] = [];
    for (const binding of raw as Record<string, unknown>[]) {
      const { event, schema, table, filter } = binding ?? {};
      if (typeof event !== "string" || !CHANGE_EVENTS.has(event)) {
        throw new FilterError(`postgres_changes event must be one of *, INSERT, UPDATE, DELETE`);
      }
      if (typeof schema !== "string" || schema === "")
        throw new FilterError("postgres_changes needs a schema");
      if (table !== undefined && typeof table !== "string")
        throw new FilterError("table must be a string");
      if (filter !== undefined && typeof filter !== "string")
        throw new FilterError("filter must be a string");
      if (table !== undefined && table !== "*") {
        const shape = await this.deps.changes.shapeOf(schema, table);
        if (!shape || (shape.readableColumns.get(as.role)?.size ?? 0) === 0) {
          throw new FilterError(
            `Unable to subscribe to changes with given parameters: ${schema}.${table} does not exist or is not readable`,
          );
        }
      }
      subscriptions.push({
        id: nextSubscriptionId(),
        schema,
        table: table ?? "*",
        event: event as ChangeSubscription["event"],
        matches: parseChangeFilter(filter),
      });
    }
    return subscriptions;
  }

  private async refreshToken(channel: JoinedChannel, token: unknown): Promise<void> {
    try {
      const { as, expiresAt } = await roleOfToken(this.deps.jwt, tokenOf(token) ?? "");
      if (channel.isPrivate) {
        const permissions = await authorizeChannel(this.deps.db, as, channel.subTopic);
        if (!permissions.readBroadcast && !permissions.readPresence) {
          throw new TokenError(
            "Unauthorized: You do not have permissions to read from this Channel topic",
          );
        }
        channel.permissions = permissions;
        channel.receives = {
          broadcast: permissions.readBroadcast,
          presence: permissions.readPresence,
        };
      }
      channel.as = as;
      this.watchExpiry(channel, expiresAt);
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
      this.closeChannel(channel, error.message);
    }
  }

  private broadcast(channel: JoinedChannel, message: PhoenixMessage): void {
    const { payload } = message;
    const wantsAck = message.ref !== null;
    if (!channel.permissions.writeBroadcast) {
      if (wantsAck)
        this.reply(message, "error", {
          reason: "Unauthorized: You do not have permissions to write to this Channel topic",
        });
      return;
    }
    if (typeof payload.event !== "string") {
      return this.reply(message, "error", { reason: "A broadcast needs an event" });
    }
    this.deps.hub.broadcast(
      channel.subTopic,
      channel.isPrivate,
      { type: "broadcast", event: payload.event, payload: payload.payload ?? {} },
      channel,
    );
    if (wantsAck) this.reply(message, "ok", {});
  }

  private presence(channel: JoinedChannel, message: PhoenixMessage): void {
    const { payload } = message;
    if (!channel.permissions.writePresence) {
      return this.reply(message, "error", {
        reason: "Unauthorized: You do not have permissions to track presence on this Channel topic",
      });
    }
    if (payload.event === "track") {
      const meta = payload.payload;
      if (meta === null || typeof meta !== "object" || Array.isArray(meta)) {
        return this.reply(message, "error", { reason: "Presence payload must be an object" });
      }
      this.deps.hub.track(channel, meta as Record<string, unknown>);
    } else if (payload.event === "untrack") {
      this.deps.hub.untrack(channel);
    } else {
      return this.reply(message, "error", { reason: "Presence event must be track or untrack" });
    }
    this.reply(message, "ok", {});
  }

  /** At the token's `exp` the channel is closed, unless a fresh token came first. */
  private watchExpiry(channel: JoinedChannel, expiresAt: number | undefined): void {
    clearTimeout(channel.expiryTimer);
    if (expiresAt === undefined) return;
    const delay = Math.max(0, expiresAt - Date.now());
    // setTimeout fires at once for a delay past 2^31 - 1 ms (24.8 days), which API keys and
    // long-lived tokens reach: wait the longest it can, then look again.
    channel.expiryTimer = setTimeout(
      () =>
        delay > MAX_TIMER_MS
          ? this.watchExpiry(channel, expiresAt)
          : this.closeChannel(channel, "Token has expired 0 seconds ago"),
      Math.min(delay, MAX_TIMER_MS),
    );
    channel.expiryTimer.unref();
  }

  private closeChannel(channel: JoinedChannel, reason: string): void {
    channel.send(
      "system",
      {
        status: "error",
        message: reason,
        extension: "system",
        channel: channel.subTopic,
      },
      true,
    );
    channel.send("phx_close", {}, true);
    this.leave(channel);
  }

  private leave(channel: JoinedChannel): void {
    clearTimeout(channel.expiryTimer);
    this.channels.delete(channel.topic);
    this.deps.hub.leave(channel);
  }

  private closed(): void {
    clearInterval(this.idleTimer);
    for (const channel of [...this.channels.values()]) this.leave(channel);
  }

  private reply(
    to: PhoenixMessage,
    status: "ok" | "error",
    response: Record<string, unknown>,
  ): void {
    this.send({
      joinRef: to.joinRef,
      ref: to.ref,
      topic: to.topic,
      event: "phx_reply",
      payload: { status, response },
    });
  }

  private send(message: PhoenixMessage): void {
    this.sendFrame(encodeFrame(message, this.vsn));
  }

  private sendFrame(frame: string | Uint8Array): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > LIMITS.maxBufferedBytes) {
      this.socket.close(1013, "client reads too slowly");
      return;
    }
    this.socket.send(frame);
  }
}

let lastSubscriptionId = 0;
function nextSubscriptionId(): number {
  lastSubscriptionId = (lastSubscriptionId % 2_000_000_000) + 1;
  return lastSubscriptionId;
}

function tokenOf(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}
