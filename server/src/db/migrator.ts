import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Database, Queryable } from "./database.ts";
import { readPostgresError } from "./postgres-error.ts";

/** A folder of forward-only `.sql` migrations, applied in file-name order. */
export interface MigrationSource {
  name: string;
  dir: string;
}

/** The migrations a database is given, and how long each statement and lock wait may take. */
export interface Schema {
  migrations: readonly MigrationSource[];
  /** Bounds each statement and each wait for a lock, as `applyMigrations` does. */
  timeoutMs?: number;
}

export class MigrationError extends Error {
  readonly file: string;

  constructor(file: string, cause: unknown) {
    const pgError = readPostgresError(cause);
    const reason = pgError
      ? `${pgError.message} (SQLSTATE ${pgError.code})`
      : cause instanceof Error
        ? cause.message
        : String(cause);
    super(`migration ${file} failed: ${reason}`, { cause });
    this.file = file;
  }
}

const LEDGER = `
  create schema if not exists setu_meta;
  create table if not exists setu_meta.applied_migrations (
    source text not null,
    name text not null,
    applied_at timestamptz not null default now(),
    primary key (source, name)
  );`;

/**
 * Applies every migration not yet recorded, each in its own transaction together with its
 * ledger row, so a failing file leaves the database exactly as the previous file left it.
 * An advisory lock makes concurrent starts against one PostgreSQL server apply each file once;
 * `timeoutMs` bounds each statement and each wait for a lock (that advisory lock included), so a
 * stuck server or a migration blocked by another session fails start-up instead of hanging it.
 * Returns the files applied, as `source/name`.
 */
export async function applyMigrations(
  db: Database,
  sources: readonly MigrationSource[],
  options: { timeoutMs?: number } = {},
): Promise<string[]> {
  const inLockedTransaction = <T>(file: string, work: (tx: Queryable) => Promise<T>) =>
    db
      .transaction(async (tx) => {
        if (options.timeoutMs !== undefined) {
          await tx.query(
            "select set_config('statement_timeout', $1, true), set_config('lock_timeout', $1, true)",
            [String(options.timeoutMs)],
          );
        }
        await tx.query("select pg_advisory_xact_lock(hashtext('setu_meta.applied_migrations'))");
        return work(tx);
      })
      .catch((error: unknown) => {
        throw new MigrationError(file, error);
      });

  await inLockedTransaction("setu_meta.applied_migrations", (tx) => tx.exec(LEDGER));
  // Read once, so a restart with nothing to apply costs one query, not a transaction per file;
  // each file still checks again under the lock, in case another process applied it meanwhile.
  const { rows } = await db.query<{ file: string }>(
    "select source || '/' || name as file from setu_meta.applied_migrations",
  );
  const recorded = new Set(rows.map((row) => row.file));
  const applied: string[] = [];
  for (const source of sources) {
    for (const name of await listSqlFiles(source.dir)) {
      const file = `${source.name}/${name}`;
      if (recorded.has(file)) continue;
      const sql = await readFile(join(source.dir, name), "utf8");
      const didApply = await inLockedTransaction(file, async (tx) => {
        const seen = await tx.query(
          "select 1 from setu_meta.applied_migrations where source = $1 and name = $2",
          [source.name, name],
        );
        if (seen.rows.length > 0) return false;
        await tx.exec(sql);
        await tx.query("insert into setu_meta.applied_migrations (source, name) values ($1, $2)", [
          source.name,
          name,
        ]);
        return true;
      });
      if (didApply) applied.push(file);
    }
  }
  return applied;
}

async function listSqlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".sql"))
    .map((entry) => entry.name)
    .sort();
}
