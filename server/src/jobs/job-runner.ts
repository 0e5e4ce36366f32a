import type { Database } from "../db/database.ts";
import type { Clock } from "../lib/clock.ts";
import type { Logger } from "../lib/logger.ts";
import { createOutboxMailSender, type MailSender } from "../messaging/mail-sender.ts";
import type { PhoneSenderFactory } from "../messaging/phone-senders.ts";
import type { PaymentGateways } from "../payments/gateways/payment-gateways.ts";
import type { JobHandler } from "./job-context.ts";
import { claimDueJob, type JobRow, markJobDone, markJobFailed } from "./repositories/jobs.ts";

export interface JobRunnerOptions {
  db: Database;
  clock: Clock;
  logger: Logger;
  handlers: Readonly<Record<string, JobHandler>>;
  /** SMTP when configured; otherwise each job writes to the outbox in its own transaction. */
  smtp: MailSender | undefined;
  siteUrl: string;
  pollMs: number;
  /** The payment gateways the `payment.refund` job refunds through. */
  payments?: PaymentGateways;
  /** The phone providers; absent: each job writes phone messages to the outbox. */
  phones?: PhoneSenderFactory;
}

export interface JobRunner {
  /** Runs jobs due at `now`, one at a time, until none is left or `maxJobs` ran; returns how many. */
  runDueJobs(now: Date, maxJobs?: number): Promise<number>;
  /** Polls every `pollMs` and on each NOTIFY jobs. */
  start(): Promise<void>;
  /** Stops polling and waits for the job in hand to finish. */
  stop(): Promise<void>;
}

/** A job whose worker died while running it is taken up again after this long. */
const STALE_AFTER_MS = 10 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min, ... up to an hour between attempts. */
export function computeRetryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);
}

/** A provider's lasting refusal (e.g. an SMS to a number that does not exist): retrying cannot help. */
function isPermanentError(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { isPermanent?: unknown }).isPermanent === true
  );
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, clock, logger, handlers } = options;
  let timer: NodeJS.Timeout | undefined;
  let isStopped = true;
  let running: Promise<number> | undefined;
  let isWokenWhileRunning = false;

  async function runJob(job: JobRow, now: Date): Promise<void> {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      // The handler's writes (notifications, outbox mail, booking changes) and the job's "done"
      // commit together, so a job that ran is never run again; only an SMTP send that succeeds
      // before a failed commit can be repeated.
      await db.transaction(async (tx) => {
        const mail = options.smtp ?? createOutboxMailSender(tx, clock);
        await handler(job.payload, {
          tx,
          now,
          mail,
          siteUrl: options.siteUrl,
          payments: options.payments,
          phones: options.phones?.(tx),
        });
        await markJobDone(tx, job.id);
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const isDead = job.attempts >= job.max_attempts || isPermanentError(error);
      const retryAt = isDead
        ? undefined
        : new Date(now.getTime() + computeRetryDelay(job.attempts));
      await markJobFailed(db, job.id, message, retryAt);
      logger.warn(
        { jobId: job.id, kind: job.kind, attempts: job.attempts, isDead, err: message },
        "job failed",
      );
    }
  }

  /** Claims and runs due jobs until none is left or `isCancelled` says stop (between jobs). */
  async function drainDueJobs(now: Date, isCancelled: () => boolean): Promise<number> {
    let count = 0;
    while (!isCancelled()) {
      const job = await claimDueJob(db, now, STALE_AFTER_MS);
      if (!job) return count;
      await runJob(job, now);
      count += 1;
    }
    return count;
  }

  /** One pass at a time; a wake-up during a pass makes another pass right after it. */
  function runPass(): void {
    if (isStopped) return;
    if (running) {
      isWokenWhileRunning = true;
      return;
    }
    running = drainDueJobs(clock.now(), () => isStopped)
      .catch((error: unknown) => {
        logger.error({ err: error }, "jobs pass failed");
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (isWokenWhileRunning) {
          isWokenWhileRunning = false;
          runPass();
        }
      });
  }

  return {
    runDueJobs(now, maxJobs = Infinity) {
      let left = maxJobs;
      return drainDueJobs(now, () => left-- <= 0);
    },
    async start() {
      isStopped = false;
      await db.listen("jobs", runPass);
      timer = setInterval(runPass, options.pollMs);
      timer.unref();
      runPass();
    },
    async stop() {
      isStopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
