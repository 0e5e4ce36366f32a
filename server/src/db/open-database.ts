import { join } from "node:path";
import type { Logger } from "../lib/logger.ts";
import type { Database } from "./database.ts";
import { applyMigrations, type Schema } from "./migrator.ts";
import { startAutoAnalyze } from "./pglite-statistics.ts";
import { openPgliteWorkerDatabase } from "./pglite-worker-database.ts";

/**
 * PostgreSQL when a URL is configured, otherwise the embedded PGlite in `<dataDir>/pgdata`, on a
 * thread of its own; with every migration of `schema` applied. Resolves the database and the
 * migration files this applied. PGlite, which has no autovacuum, gets ANALYZE after migrations
 * and on changed tables every minute until it is closed.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  connectTimeoutSeconds: number;
  /** PostgreSQL only; PGlite's one session always keeps them. */
  preparedStatements?: boolean;
  schema: Schema;
  logger: Logger;
}): Promise<{ db: Database; applied: string[] }> {
  const { migrations, timeoutMs } = options.schema;
  // node-postgres loads only for PostgreSQL: the embedded database's server never holds it.
  const { db, applied } = options.databaseUrl
    ? await import("./pg-database.ts").then(async ({ openPgDatabase }) => ({
        db: await openPgDatabase(options.databaseUrl!, options),
        applied: [],
      }))
    : await openPgliteWorkerDatabase({ dataDir: join(options.dataDir, "pgdata") }, options.schema);
  try {
    // A new embedded database already has them; an existing one may lack the newest.
    const later = await applyMigrations(db, migrations, { timeoutMs });
    if (db.driver !== "pglite") return { db, applied: later };
    // New tables and backfilled columns: plans from the first request on should know them.
    if (applied.length > 0 || later.length > 0) await db.exec("analyze");
    const stopAutoAnalyze = startAutoAnalyze(db, options.logger);
    const close = () => {
      stopAutoAnalyze();
      return db.close();
    };
    return { db: { ...db, close }, applied: [...applied, ...later] };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
