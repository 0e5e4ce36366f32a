// The product as the scale bench drives it: the app in this process on loopback (as `npm run
// bench` runs it), over PGlite in a temporary directory or a PostgreSQL database, with the sample
// content the server writes at start, and two signed-up accounts whose sessions send the pages.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createAdaptorServer } from "@hono/node-server";
import { createApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { migrationSources } from "../../db/migration-sources.ts";
import { openDatabase } from "../../db/open-database.ts";
import { systemClock } from "../../lib/clock.ts";
import { createJwtVerifier } from "../../lib/jwt.ts";
import { createLogger } from "../../lib/logger.ts";
import { generateKeySet, loadSigningKeys } from "../../lib/signing-keys.ts";
import { syncSampleContent } from "../../platform/seed-sample-content.ts";

/** A signed-up account: its id and its session's access token. */
export interface BenchAccount {
  userId: string;
  accessToken: string;
}

export interface BenchServer {
  base: string;
  anonKey: string;
  /** The database as its owner, for seeding. */
  db: Database;
  signUp(email: string): Promise<BenchAccount>;
  close(): Promise<void>;
}

/** Starts the app on `databaseUrl` (PostgreSQL) or, without one, on a fresh PGlite. */
export async function startBenchServer(databaseUrl: string | undefined): Promise<BenchServer> {
  const dataDir = await mkdtemp(join(tmpdir(), "bench-scale-"));
  const config = loadConfig({
    NODE_ENV: "development",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    AUTH_EMAIL_AUTOCONFIRM: "true",
    AUTH_RATE_LIMIT_TOKEN: "100000000",
    AUTH_RATE_LIMIT_OTP: "100000000",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const logger = createLogger("silent");
  const { db } = await openDatabase({
    databaseUrl,
    dataDir,
    connectTimeoutSeconds: 5,
    schema: { migrations: migrationSources, timeoutMs: 120_000 },
    logger,
  });
  await syncSampleContent(db, config, systemClock);
  const set = await generateKeySet();
  const keys = await loadSigningKeys({
    dataDir: "",
    jwtKeys: JSON.stringify({ keys: set.keys }),
    anonKey: set.anon_key,
    serviceRoleKey: set.service_role_key,
  });
  const app = createApp({
    config,
    db,
    keys,
    clock: systemClock,
    jwt: createJwtVerifier(keys, systemClock),
    logger,
    site: undefined,
  });
  const server = createAdaptorServer({ fetch: app.fetch });
  const base = await new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`);
    }),
  );
  return {
    base,
    anonKey: keys.anonKey,
    db,
    async signUp(email) {
      const response = await fetch(`${base}/auth/v1/signup`, {
        method: "POST",
        headers: { apikey: keys.anonKey, "content-type": "application/json" },
        body: JSON.stringify({ email, password: "bench-password-1234" }),
      });
      if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
      const session = (await response.json()) as { access_token: string; user: { id: string } };
      return { userId: session.user.id, accessToken: session.access_token };
    },
    async close() {
      // fetch keeps its connections open; close them rather than wait for their timeout.
      if ("closeAllConnections" in server) server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
