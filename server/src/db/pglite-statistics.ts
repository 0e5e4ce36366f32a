import type { Logger } from "../lib/logger.ts";
import type { Database, Queryable } from "./database.ts";

// PGlite has no autovacuum, so nothing gathers the planner's statistics unless we ask: without
// them it plans a 10,000-row table as if it were empty (nested loops over every row, no index).
// These do what autovacuum's ANALYZE does on PostgreSQL, at the same points.

/** How often the server looks for tables that changed enough to analyze again. */
export const AUTO_ANALYZE_INTERVAL_MS = 60_000;

/**
 * Autovacuum's default rule: a table is analyzed again once 50 rows plus a tenth of its rows
 * changed since the last ANALYZE; one never analyzed that holds rows, at once.
 */
const CHANGED_TABLES = `
  select format('%I.%I', schemaname, relname) as name
    from pg_stat_user_tables
   where n_mod_since_analyze > 50 + 0.1 * n_live_tup
      or (n_live_tup > 0 and last_analyze is null and last_autoanalyze is null)
   order by 1`;

/**
 * ANALYZE the tables whose rows changed enough since their last statistics, and resolves their
 * names. Cheap when little changed: one catalog read, and ANALYZE samples at most 30,000 rows.
 */
export async function analyzeChangedTables(db: Queryable): Promise<string[]> {
  // Counters reach pg_stat_user_tables at most once a second; a seed that just ended needs them now.
  await db.query("select pg_stat_force_next_flush()");
  const { rows } = await db.query<{ name: string }>(CHANGED_TABLES);
  const names = rows.map((row) => row.name);
  if (names.length > 0) await db.exec(`analyze ${names.join(", ")}`);
  return names;
}

/**
 * On PGlite, analyzes the changed tables every `intervalMs` (one pass at a time) until the
 * returned function stops it; on PostgreSQL autovacuum does this, so nothing runs.
 */
export function startAutoAnalyze(
  db: Database,
  logger: Logger,
  intervalMs = AUTO_ANALYZE_INTERVAL_MS,
): () => void {
  if (db.driver !== "pglite") return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    analyzeChangedTables(db)
      .then((tables) => {
        if (tables.length > 0) logger.debug({ tables }, "statistics refreshed");
      })
      .catch((error: unknown) => logger.warn({ err: error }, "analyze failed"))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
