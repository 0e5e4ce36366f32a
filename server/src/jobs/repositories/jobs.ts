import type { Queryable } from "../../db/database.ts";
import { queryFirstRow } from "../../db/query-first-row.ts";

export interface JobRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/**
 * Claims the oldest due job: queued and due, or running but abandoned (its worker died) for
 * longer than `staleAfterMs`. SKIP LOCKED lets several workers claim side by side without ever
 * taking the same row.
 */
export function claimDueJob(
  q: Queryable,
  now: Date,
  staleAfterMs: number,
): Promise<JobRow | undefined> {
  return queryFirstRow<JobRow>(
    q,
    `update public.jobs j
        set status = 'running', attempts = j.attempts + 1, locked_at = $1
      where j.id = (
        select id from public.jobs
         where (status = 'queued' and run_at <= $1)
            or (status = 'running' and locked_at <= $2)
         order by run_at, id
         limit 1
         for update skip locked)
      returning j.id::text, j.kind, j.payload, j.attempts, j.max_attempts`,
    [now, new Date(now.getTime() - staleAfterMs)],
  );
}

export async function markJobDone(q: Queryable, id: string): Promise<void> {
  await q.query(
    "update public.jobs set status = 'done', locked_at = null, last_error = null where id = $1",
    [id],
  );
}

/** Queues the job again at `retryAt`, or leaves it failed for good (dead) with its error. */
export async function markJobFailed(
  q: Queryable,
  id: string,
  error: string,
  retryAt: Date | undefined,
): Promise<void> {
  await q.query(
    `update public.jobs
        set status = case when $3::timestamptz is null then 'failed' else 'queued' end::public.job_status,
            run_at = coalesce($3, run_at), locked_at = null, last_error = $2
      where id = $1`,
    [id, error.slice(0, 2000), retryAt ?? null],
  );
}
