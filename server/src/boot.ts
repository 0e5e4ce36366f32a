import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import { type DemoSummary, setUpDemo } from "./demo/set-up-demo.ts";
import { migrationSources } from "./db/migration-sources.ts";
import { openDatabase } from "./db/open-database.ts";
import { loadStaticSite } from "./http/static-site.ts";
import { createServerJobRunner } from "./jobs/server-job-runner.ts";
import { systemClock } from "./lib/clock.ts";
import { randomToken } from "./lib/crypto.ts";
import { acquireDataDirLock, recordServerUrl } from "./lib/data-dir-lock.ts";
import { createJwtVerifier } from "./lib/jwt.ts";
import type { Logger } from "./lib/logger.ts";
import { loadConfiguredSigningKeys, type SigningKeys } from "./lib/signing-keys.ts";
import { syncSampleContent } from "./platform/seed-sample-content.ts";
import { type Realtime, startRealtime } from "./realtime/realtime-server.ts";

const DEFAULT_WEB_BUILD = fileURLToPath(new URL("../../web/build", import.meta.url));

export interface Booted {
  app: ReturnType<typeof createApp>;
  db: Database;
  keys: SigningKeys;
  /** Realtime's WebSocket endpoint, attached to the listening server by its owner. */
  realtime: Realtime;
  hasSite: boolean;
  /** Opens the development outbox (`/_dev/mail?token=`); a new one each start. */
  outboxToken: string;
  /** The demo accounts, made or found at start when DEMO_MODE is on. */
  demo?: DemoSummary;
  /** Finishes the job in hand, closes the database and releases the data-directory lock. */
  shutdown(): Promise<void>;
}

/** Everything `npm start` does before listening: lock, open, migrate, keys, static site, app. */
export async function boot(config: Config, logger: Logger): Promise<Booted> {
  const dataDir = resolve(config.DATA_DIR);
  const releaseLock = config.DATABASE_URL ? async () => {} : await acquireDataDirLock(dataDir);
  let db: Database | undefined;
  try {
    if (!config.DATABASE_URL) await recordServerUrl(dataDir, loopbackUrl(config));
    const opened = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir,
      connectTimeoutSeconds: config.DATABASE_CONNECT_TIMEOUT,
      preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
      schema: {
        migrations: migrationSources,
        timeoutMs: config.DATABASE_MIGRATION_TIMEOUT * 1000,
      },
      logger,
    });
    db = opened.db;
    if (opened.applied.length > 0) logger.info({ applied: opened.applied }, "migrations applied");
    await syncSampleContent(db, config, systemClock);
    const keys = await loadConfiguredSigningKeys(config, dataDir);
    const site = await loadStaticSite(
      resolve(config.WEB_BUILD_DIR ?? DEFAULT_WEB_BUILD),
      keys.anonKey,
    );
    if (!site) logger.warn("web app build not found: serving the API only");
    const outboxToken = randomToken();
    const jobs = createServerJobRunner(config, db, systemClock, logger);
    const jwt = createJwtVerifier(keys, systemClock);
    const app = createApp({
      config,
      db,
      keys,
      jwt,
      clock: systemClock,
      logger,
      site,
      outboxToken,
      jobs,
    });
    const demo = config.DEMO_MODE
      ? await setUpDemo({
          fetch: (request) => app.fetch(request),
          db,
          keys,
          dataDir,
          hasTestCheckout: config.PAYMENTS_GATEWAY === "test",
        })
      : undefined;
    const openDb = db;
    const realtime = await startRealtime({ db, keys, jwt, logger });
    await jobs.start();
    return {
      app,
      db,
      keys,
      realtime,
      hasSite: site !== undefined,
      outboxToken,
      demo,
      async shutdown() {
        await realtime.close();
        await jobs.stop();
        await openDb.close();
        await releaseLock();
      },
    };
  } catch (error) {
    await db?.close().catch(() => undefined);
    await releaseLock();
    throw error;
  }
}

/** This server's own address as seen from the machine it runs on (a wildcard HOST is loopback). */
function loopbackUrl(config: Config): string {
  const host = config.HOST === "0.0.0.0" ? "127.0.0.1" : config.HOST === "::" ? "::1" : config.HOST;
  return `http://${host.includes(":") ? `[${host}]` : host}:${config.PORT}`;
}
