import type { Database, Queryable } from "../db/database.ts";
import { readPostgresError } from "../db/postgres-error.ts";

/**
 * Two transactions racing for one lock, on PostgreSQL (PGlite runs one transaction at a time):
 * `first` runs and holds its transaction open until `second`, started next, is seen waiting on a
 * lock; then the first commits. `waiter` names the second in the error when it never waits.
 */
export async function raceTransactions<A, B>(
  db: Database,
  first: (tx: Queryable) => Promise<A>,
  second: (tx: Queryable) => Promise<B>,
  waiter: string,
): Promise<{ first: Promise<A>; second: Promise<B> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let ran!: () => void;
  const firstRan = new Promise<void>((resolve) => (ran = resolve));
  const one = db.transaction(async (tx) => {
    const result = await first(tx);
    ran();
    await released;
    return result;
  });
  await firstRan;
  const two = db.transaction(second);
  // The caller awaits the second after the first; its refusal is not unhandled meanwhile.
  two.catch(() => undefined);
  await someoneWaitsOnALock(db, waiter);
  release();
  return { first: one, second: two };
}

async function someoneWaitsOnALock(db: Database, waiter: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'",
    );
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${waiter} never waited for the first`);
}

/** `done` when the work succeeds, else the code of the refusal SQL raised (its detail's `code`). */
export function refusalOr(work: Promise<unknown>, done: string): Promise<string> {
  return work.then(
    () => done,
    (error: unknown) => JSON.parse(readPostgresError(error)?.detail ?? "{}").code as string,
  );
}

/** Makes the rest of the transaction run as the API's authenticated role for this user. */
export async function actAsUser(tx: Queryable, userId: string): Promise<void> {
  await tx.query("select set_config('request.jwt.claims', $1, true)", [
    JSON.stringify({ sub: userId, role: "authenticated" }),
  ]);
  await tx.query("set local role authenticated");
}
