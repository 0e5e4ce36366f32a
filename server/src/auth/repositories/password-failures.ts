import type { Queryable } from "../../db/database.ts";
import type { FailureLimit } from "../auth-config.ts";

/**
 * Checks an attempt (a password, a second-factor code) against its limits and, when none is
 * reached, records it as a failure under each key, atomically (`auth.begin_password_attempt`).
 * Returns when the attempt may be retried if a limit is reached, else the ids of the failures
 * recorded.
 */
export async function recordAttempt(
  q: Queryable,
  checks: readonly (FailureLimit & { key: string })[],
  now: Date,
): Promise<{ retryAt: Date } | { ids: string[] }> {
  const { rows } = await q.query<{ retry_at: Date | null; ids: string[] | null }>(
    "select retry_at, ids::text[] as ids from auth.begin_password_attempt($1::text[], $2::integer[], $3::integer[], $4)",
    [checks.map((c) => c.key), checks.map((c) => c.window), checks.map((c) => c.limit), now],
  );
  const row = rows[0] as { retry_at: Date | null; ids: string[] | null };
  return row.retry_at ? { retryAt: row.retry_at } : { ids: row.ids ?? [] };
}

/** Forgets the failures `ids` and every failure under `key` (if any), in one statement. */
export async function deleteFailures(
  q: Queryable,
  ids: readonly string[],
  key: string | null,
): Promise<void> {
  await q.query("delete from auth.password_failures where id = any($1::bigint[]) or key = $2", [
    ids,
    key,
  ]);
}

/** How many failures `key` has had since `since` (a read only: the limit is enforced by recordAttempt). */
export async function countFailuresSince(q: Queryable, key: string, since: Date): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    "select count(*)::int as n from auth.password_failures where key = $1 and failed_at > $2",
    [key, since],
  );
  return rows[0]?.n ?? 0;
}
