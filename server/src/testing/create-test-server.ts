import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { createApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { loadStaticSite } from "../http/static-site.ts";
import { createJwtVerifier } from "../lib/jwt.ts";
import { type Realtime, startRealtime } from "../realtime/realtime-server.ts";
import { createLogger } from "../lib/logger.ts";
import { createSigningKeys, type SigningKeys } from "../lib/signing-keys.ts";
import { createTestClock, type TestClock } from "./test-clock.ts";
import { openTestDatabase } from "./test-database.ts";

/** The origin test clients use; requests never leave the process. */
export const TEST_ORIGIN = "http://localhost";

export interface TestServer {
  app: ReturnType<typeof createApp>;
  db: Database;
  keys: SigningKeys;
  config: Config;
  clock: TestClock;
  /** A fetch that calls the app in-process (no port), or over the port when listening. */
  fetch: typeof fetch;
  /** With `listen`: the server's address and its Realtime endpoint. */
  url?: string;
  realtime?: Realtime;
  /** A real supabase-js client with the anon key, as the web app creates it. */
  createClient(): SupabaseClient;
  /** A supabase-js client with the service_role key (admin API, RLS bypass). */
  createAdminClient(): SupabaseClient;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Environment overrides, validated exactly as at start-up. */
  env?: Record<string, string>;
  /** Reuse a database across servers in one file (each PGlite costs seconds to create). */
  db?: Database;
  /** A web build (React Router layout) to serve, as `WEB_BUILD_DIR` does. */
  webBuildDir?: string;
  /** Listen on a free loopback port with Realtime attached (clients then use the network). */
  listen?: boolean;
}

/** A fresh app on a fresh migrated database with fresh keys. Call once per test file. */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...options.env });
  const keys = await createSigningKeys(config.AUTH_JWT_SECRET);
  const db = options.db ?? (await openTestDatabase());
  const clock = createTestClock();
  const jwt = createJwtVerifier(keys, clock);
  const app = createApp({
    config,
    db,
    keys,
    clock,
    jwt,
    logger: createLogger(config.LOG_LEVEL),
    site: options.webBuildDir ? await loadStaticSite(options.webBuildDir, keys.anonKey) : undefined,
  });
  const listening = options.listen
    ? await listenWithRealtime(
        app,
        await startRealtime({ db, keys, jwt, logger: createLogger(config.LOG_LEVEL) }),
      )
    : undefined;
  const inProcessFetch: typeof fetch = (input, init) => Promise.resolve(app.request(input, init));
  const client = (key: string) =>
    createClient(listening?.url ?? TEST_ORIGIN, key, {
      global: listening ? {} : { fetch: inProcessFetch },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
  return {
    app,
    db,
    keys,
    config,
    clock,
    fetch: inProcessFetch,
    createClient: () => client(keys.anonKey),
    createAdminClient: () => client(keys.serviceRoleKey),
    url: listening?.url,
    realtime: listening?.realtime,
    async close() {
      await listening?.close();
      if (!options.db) await db.close();
    },
  };
}

async function listenWithRealtime(app: ReturnType<typeof createApp>, realtime: Realtime) {
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  realtime.attach(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    realtime,
    async close() {
      await realtime.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
