import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database.ts";
import { migrationSources } from "./migration-sources.ts";
import { applyMigrations, MigrationError } from "./migrator.ts";
import { openTestDatabase } from "../testing/test-database.ts";

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

async function folderWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "setu-migrations-"));
  for (const [name, sql] of Object.entries(files)) await writeFile(join(dir, name), sql);
  return dir;
}

describe("applyMigrations", () => {
  it("has applied every project migration once, and a second run applies nothing", async () => {
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from setu_meta.applied_migrations",
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
    expect(await applyMigrations(db, migrationSources)).toEqual([]);
  });

  it("on a restart with nothing to apply, opens one transaction (the ledger's), not one per file", async () => {
    let transactions = 0;
    const counting = new Proxy(db, {
      get(target, key) {
        if (key === "transaction") {
          return (work: Parameters<Database["transaction"]>[0]) => {
            transactions += 1;
            return target.transaction(work);
          };
        }
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    expect(await applyMigrations(counting, migrationSources)).toEqual([]);
    expect(transactions).toBe(1);
  });

  it("applies files in name order and records them", async () => {
    const dir = await folderWith({
      "002_insert.sql": "insert into order_probe values (2);",
      "001_create.sql": "create table order_probe (n int);",
    });
    expect(await applyMigrations(db, [{ name: "probe", dir }])).toEqual([
      "probe/001_create.sql",
      "probe/002_insert.sql",
    ]);
    expect(await applyMigrations(db, [{ name: "probe", dir }])).toEqual([]);
    const { rows } = await db.query<{ n: number }>("select n from order_probe");
    expect(rows).toEqual([{ n: 2 }]);
  });

  it("stops at a failing file, names it and the Postgres error, and leaves no trace of it", async () => {
    const dir = await folderWith({
      "001_ok.sql": "create table failing_probe_ok (n int);",
      "002_bad.sql": "create table failing_probe_half (n int);\nselect * from no_such_table;",
    });
    const failure = await applyMigrations(db, [{ name: "bad", dir }]).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as Error).message).toBe(
      'migration bad/002_bad.sql failed: relation "no_such_table" does not exist (SQLSTATE 42P01)',
    );
    const tables = await db.query<{ name: string }>(
      "select tablename as name from pg_tables where tablename like 'failing_probe%' order by 1",
    );
    expect(tables.rows).toEqual([{ name: "failing_probe_ok" }]);
    const ledger = await db.query(
      "select name from setu_meta.applied_migrations where source = 'bad'",
    );
    expect(ledger.rows).toEqual([{ name: "001_ok.sql" }]);
  });
});

describe("applyMigrations with a timeout", () => {
  it("fails instead of waiting for a session that holds the migration lock", async (ctx) => {
    // PGlite has one connection, so no other session can hold a lock there.
    if (db.driver !== "postgres") ctx.skip();
    const dir = await folderWith({ "001_create.sql": "create table blocked_probe (n int);" });
    let releaseLock = () => {};
    const lockReleased = new Promise<void>((resolve) => (releaseLock = resolve));
    let signalLocked = () => {};
    const locked = new Promise<void>((resolve) => (signalLocked = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.query("select pg_advisory_xact_lock(hashtext('setu_meta.applied_migrations'))");
      signalLocked();
      await lockReleased;
    });
    await locked;

    const failure = await applyMigrations(db, [{ name: "blocked", dir }], {
      timeoutMs: 200,
    }).catch((error: unknown) => error);
    releaseLock();
    await holder;

    expect(failure).toBeInstanceOf(MigrationError);
    // Whichever of lock_timeout and statement_timeout (both 200 ms) fires first.
    expect((failure as Error).message).toMatch(
      /^migration setu_meta\.applied_migrations failed: canceling statement due to (lock|statement) timeout/,
    );
    expect(await applyMigrations(db, [{ name: "blocked", dir }])).toEqual([
      "blocked/001_create.sql",
    ]);
  });
});
