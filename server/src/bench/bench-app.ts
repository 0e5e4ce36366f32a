// The app as both benches run it: in this process on loopback, over PGlite in a temporary
// directory or a PostgreSQL database, with fresh signing keys, the sample content the server
// writes at start, and sign-in limits high enough that a load is never throttled.
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createAdaptorServer, type ServerType } from "@hono/node-server";
import { createApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { migrationSources } from "../db/migration-sources.ts";
import { openDatabase } from "../db/open-database.ts";
import { systemClock } from "../lib/clock.ts";
import { createJwtVerifier } from "../lib/jwt.ts";
import { createLogger } from "../lib/logger.ts";
import { createSigningKeys, type SigningKeys } from "../lib/signing-keys.ts";
import { syncSampleContent } from "../platform/seed-sample-content.ts";
import { type Realtime, startRealtime } from "../realtime/realtime-server.ts";

export interface BenchDatabase {
  config: Config;
  /** The database as its owner. */
  db: Database;
  /** Closes the database and removes the temporary directory. */
  close(): Promise<void>;
}

/** Opens and migrates `databaseUrl` (PostgreSQL) or, without one, a fresh PGlite. */
export async function openBenchDatabase(databaseUrl: string | undefined): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), "bench-"));
  const config = loadConfig({
    NODE_ENV: "development",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    AUTH_EMAIL_AUTOCONFIRM: "true",
    AUTH_RATE_LIMIT_TOKEN: "100000000",
    AUTH_RATE_LIMIT_OTP: "100000000",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const { db } = await openDatabase({
    databaseUrl,
    dataDir,
    connectTimeoutSeconds: 5,
    schema: { migrations: migrationSources, timeoutMs: 120_000 },
    logger: createLogger("silent"),
  });
  return {
    config,
    db,
    async close() {
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface BenchApp {
  base: string;
  keys: SigningKeys;
  server: ServerType;
  realtime: Realtime;
}

/** Writes the sample content to `db`, then serves the app on it on a free loopback port. */
export async function serveBenchApp(db: Database, config: Config): Promise<BenchApp> {
  await syncSampleContent(db, config, systemClock);
  const keys = await createSigningKeys();
  const jwt = createJwtVerifier(keys, systemClock);
  const logger = createLogger("silent");
  const app = createApp({ config, db, keys, clock: systemClock, jwt, logger, site: undefined });
  const server = createAdaptorServer({ fetch: app.fetch });
  const realtime = await startRealtime({ db, keys, jwt, logger });
  realtime.attach(server as Server);
  const base = await new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`);
    }),
  );
  return { base, keys, server, realtime };
}
