import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import type { Database } from "../db/database.ts";
import { claimsOfApiKey } from "../http/api-key-claims.ts";
import type { JwtVerifier } from "../lib/jwt.ts";
import type { Logger } from "../lib/logger.ts";
import type { SigningKeys } from "../lib/signing-keys.ts";
import { startChangeFeed } from "./change-feed.ts";
import { PostgresChanges } from "./postgres-changes.ts";
import { RealtimeConnection } from "./realtime-connection.ts";
import { RealtimeHub } from "./realtime-hub.ts";
import { roleOfApiClaims, TokenError } from "./realtime-token.ts";

export const REALTIME_PATH = "/realtime/v1/websocket";
/** The largest frame a client may send; a larger one closes the socket with 1009. */
export const MAX_FRAME_BYTES = 256 * 1024;

export interface RealtimeDeps {
  db: Database;
  keys: Pick<SigningKeys, "anonKey" | "serviceRoleKey">;
  jwt: JwtVerifier;
  logger: Logger;
}

export interface Realtime {
  /** Serves `/realtime/v1/websocket` on `server`'s upgrade requests. */
  attach(server: Server): void;
  readonly hub: RealtimeHub;
  /** Puts the capture trigger on tables published since (joins do it themselves). */
  syncCaptureTriggers(): Promise<void>;
  /** Says goodbye to every socket (1001) and stops the feed; once, however often it is called. */
  close(): Promise<void>;
}

/**
 * Supabase Realtime at `/realtime/v1/websocket`: Broadcast, Presence and Postgres Changes over
 * the Phoenix channel protocol, fed by the database's change feed (triggers and NOTIFY).
 */
export async function startRealtime(deps: RealtimeDeps): Promise<Realtime> {
  const changes = new PostgresChanges(deps.db);
  const hub = new RealtimeHub(changes, deps.logger);
  const feed = await startChangeFeed(deps.db, deps.logger, (entries) => hub.deliver(entries));
  await feed.syncCaptureTriggers();
  // Joins arriving together share one sync (a catalog query, and DDL only for a new table).
  let syncing: Promise<void> | undefined;
  const syncCaptureTriggers = () =>
    (syncing ??= feed.syncCaptureTriggers().finally(() => (syncing = undefined)));
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const connectionDeps = {
    db: deps.db,
    jwt: deps.jwt,
    hub,
    changes,
    syncCaptureTriggers,
    logger: deps.logger,
  };

  function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname.replace(/\/$/, "") !== REALTIME_PATH) return refuse(socket, 404, "Not Found");
    const apiKey = url.searchParams.get("apikey") ?? request.headers.apikey;
    if (typeof apiKey !== "string" || apiKey === "") {
      return refuse(socket, 401, "No API key found in request");
    }
    if (apiKey !== deps.keys.anonKey && apiKey !== deps.keys.serviceRoleKey) {
      return refuse(socket, 401, "Invalid API key");
    }
    let apiKeyRole;
    try {
      apiKeyRole = roleOfApiClaims(claimsOfApiKey(deps.keys, apiKey));
    } catch (error) {
      if (error instanceof TokenError) return refuse(socket, 401, error.message);
      throw error;
    }
    const vsn = url.searchParams.get("vsn") === "2.0.0" ? "2.0.0" : "1.0.0";
    wss.handleUpgrade(request, socket, head, (ws) => {
      new RealtimeConnection(ws, vsn, apiKeyRole, connectionDeps);
    });
  }

  let closing: Promise<void> | undefined;
  return {
    hub,
    syncCaptureTriggers,
    attach(server) {
      server.on("upgrade", upgrade);
    },
    close() {
      closing ??= (async () => {
        await feed.stop();
        for (const client of wss.clients) client.close(1001, "server shutting down");
        await new Promise<void>((resolve) => wss.close(() => resolve()));
      })();
      return closing;
    },
  };
}

/** An upgrade that is refused gets a plain HTTP answer, as Supabase's gateway gives. */
function refuse(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${status === 404 ? "Not Found" : "Unauthorized"}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
