import type { Queryable } from "../../db/database.ts";

/**
 * Holds a transaction-long lock on each key (in sorted order, so two attempts never deadlock):
 * attempts on one key are counted and recorded one at a time.
 */
export async function lockPasswordFailureKeys(
  q: Queryable,
  keys: readonly string[],
): Promise<void> {
  for (const key of [...keys].sort()) {
    await q.query("select pg_advisory_xact_lock(hashtext($1))", [key]);
  }
}

/** Records one failed (or pending) password attempt under `key`; returns its row id. */
export async function insertPasswordFailure(q: Queryable, key: string, at: Date): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    "insert into auth.password_failures (key, failed_at) values ($1, $2) returning id::text",
    [key, at],
  );
  return (rows[0] as { id: string }).id;
}

/** The newest `limit` failure times under `key` after `since`, newest first. */
export async function listRecentPasswordFailures(
  q: Queryable,
  key: string,
  since: Date,
  limit: number,
): Promise<Date[]> {
  const { rows } = await q.query<{ failed_at: Date }>(
    "select failed_at from auth.password_failures where key = $1 and failed_at > $2 order by failed_at desc limit $3",
    [key, since, limit],
  );
  return rows.map((row) => row.failed_at);
}

export async function deletePasswordFailures(q: Queryable, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await q.query("delete from auth.password_failures where id = any($1::bigint[])", [ids]);
}

export async function deletePasswordFailuresByKey(q: Queryable, key: string): Promise<void> {
  await q.query("delete from auth.password_failures where key = $1", [key]);
}

/** Removes failures no window can still see. */
export async function deletePasswordFailuresBefore(q: Queryable, before: Date): Promise<void> {
  await q.query("delete from auth.password_failures where failed_at < $1", [before]);
}
