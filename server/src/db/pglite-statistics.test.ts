import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger.ts";
import { systemClock } from "../lib/clock.ts";
import { syncSampleContent } from "../platform/seed-sample-content.ts";
import { useTestDatabase } from "../testing/use-test-database.ts";
import type { Queryable } from "./database.ts";
import { migrationSources } from "./migration-sources.ts";
import { openDatabase } from "./open-database.ts";
import { analyzeChangedTables } from "./pglite-statistics.ts";

// The embedded database has no autovacuum: its statistics are gathered after migrations, after
// the sample content is written, and for tables that changed enough since, as autovacuum would.

const db = useTestDatabase();

async function statisticsOf(on: Queryable, table: string) {
  const { rows } = await on.query<{ reltuples: number; analyzed: boolean }>(
    `select c.reltuples::float8 as reltuples,
            (s.last_analyze is not null or s.last_autoanalyze is not null) as analyzed
       from pg_class c join pg_stat_user_tables s on s.relid = c.oid
      where c.oid = $1::regclass`,
    [table],
  );
  return rows[0]!;
}

describe("PGlite statistics", () => {
  it("are gathered once migrations are applied", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "setu-analyze-"));
    try {
      const { db: opened } = await openDatabase({
        dataDir,
        connectTimeoutSeconds: 5,
        schema: { migrations: migrationSources },
        logger: createLogger("silent"),
      });
      try {
        // Analyzed: the row count is known (0), not "never counted" (-1).
        expect(await statisticsOf(opened, "public.providers")).toEqual({
          reltuples: 0,
          analyzed: true,
        });
        expect((await statisticsOf(opened, "storage.buckets")).reltuples).toBeGreaterThan(0);
      } finally {
        await opened.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);

  it.skipIf(process.env.TEST_DATABASE_URL)(
    "count the sample content once it is written",
    async () => {
      await syncSampleContent(
        db,
        { NODE_ENV: "development", SEED_SAMPLE_CONTENT: true },
        systemClock,
      );
      for (const table of ["public.providers", "public.offerings", "public.temple_events"]) {
        const { rows } = await db.query<{ count: number }>(`select count(*)::int from ${table}`);
        expect(rows[0]!.count).toBeGreaterThan(0);
        expect(await statisticsOf(db, table)).toEqual({
          reltuples: rows[0]!.count,
          analyzed: true,
        });
      }
    },
  );

  it("follow a table that changed enough, and leave the others", async () => {
    await db.exec("create table public.statistics_probe (n integer)");
    await db.exec("insert into public.statistics_probe select generate_series(1, 1000)");
    expect(await analyzeChangedTables(db)).toContain("public.statistics_probe");
    expect((await statisticsOf(db, "public.statistics_probe")).reltuples).toBe(1000);
    // 50 rows and a tenth of 1,000 more before it counts again.
    await db.exec("insert into public.statistics_probe select generate_series(1, 100)");
    expect(await analyzeChangedTables(db)).not.toContain("public.statistics_probe");
    await db.exec("insert into public.statistics_probe select generate_series(1, 100)");
    expect(await analyzeChangedTables(db)).toContain("public.statistics_probe");
    expect((await statisticsOf(db, "public.statistics_probe")).reltuples).toBe(1200);
  });
});
