/** Operator commands for messages to phones that failed for good (`npm run admin -- failed-messages`). */
import type { Database } from "../db/database.ts";
import { AdminCommandError } from "./admin-commands.ts";

interface FailedMessageRow {
  id: string;
  updated_at: Date;
  attempts: number;
  channel: string;
  kind: string;
  to: string;
  last_error: string | null;
}

/** The number with all but its last four digits hidden: enough to match a complaint. */
function maskPhone(phone: string): string {
  return phone.length <= 4
    ? phone
    : `${phone.slice(0, 3)}${"•".repeat(phone.length - 7)}${phone.slice(-4)}`;
}

/** The newest failed `message.phone` jobs, one line each, with the provider's last error. */
export async function listFailedMessages(db: Database, limit = 50): Promise<string> {
  const { rows } = await db.query<FailedMessageRow>(
    `select id::text, updated_at, attempts, payload ->> 'channel' as channel,
            payload ->> 'kind' as kind, payload ->> 'to' as to, last_error
       from public.jobs
      where kind = 'message.phone' and status = 'failed'
      order by updated_at desc, id desc
      limit $1`,
    [limit],
  );
  if (rows.length === 0) return "No failed messages.";
  return rows
    .map(
      (row) =>
        `#${row.id}  ${row.updated_at.toISOString()}  ${row.channel} ${row.kind} to ${maskPhone(row.to)}  after ${row.attempts} attempt(s): ${row.last_error ?? "no error recorded"}`,
    )
    .join("\n");
}

/** Queues a failed message again, now, with a fresh set of attempts. */
export async function retryFailedMessage(db: Database, jobId: string): Promise<string> {
  if (!/^\d+$/.test(jobId)) throw new AdminCommandError(`${jobId} is not a job number.`);
  const { rows } = await db.query(
    `update public.jobs set status = 'queued', attempts = 0, run_at = now(), last_error = null
      where id = $1 and kind = 'message.phone' and status = 'failed'
      returning id`,
    [jobId],
  );
  if (rows.length === 0) throw new AdminCommandError(`No failed message has the number ${jobId}.`);
  return `Message #${jobId} is queued again.`;
}
