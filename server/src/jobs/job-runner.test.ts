import { describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger.ts";
import { createTestClock } from "../testing/test-clock.ts";
import { useTestDatabase } from "../testing/use-test-database.ts";
import type { JobHandler } from "./job-context.ts";
import { computeRetryDelay, createJobRunner } from "./job-runner.ts";

// The runner on its own: claiming under concurrency, retries with back-off, the dead state, and a
// clean stop. Handlers here are the test's; the platform's kinds are tested in platform-jobs.test.ts.
const db = useTestDatabase();
const logger = createLogger("silent");

function createRunner(handlers: Record<string, JobHandler>, now = new Date()) {
  return createJobRunner({
    db,
    clock: createTestClock(now),
    logger,
    handlers,
    smtp: undefined,
    siteUrl: "http://localhost",
    pollMs: 60_000,
  });
}

async function enqueue(kind: string, payload: object, runAt: Date, maxAttempts = 5) {
  const { rows } = await db.query<{ id: string }>(
    "insert into public.jobs (kind, payload, run_at, max_attempts) values ($1, $2, $3, $4) returning id::text",
    [kind, JSON.stringify(payload), runAt, maxAttempts],
  );
  return rows[0]!.id;
}

async function readJob(id: string) {
  const { rows } = await db.query<{
    status: string;
    attempts: number;
    run_at: Date;
    last_error: string | null;
  }>("select status::text, attempts, run_at, last_error from public.jobs where id = $1", [id]);
  return rows[0]!;
}

describe("runDueJobs", () => {
  it("two runners side by side do each of N jobs exactly once", async () => {
    const now = new Date();
    const done: number[] = [];
    const count: JobHandler = async (payload, { tx }) => {
      await tx.query("select 1");
      done.push((payload as { n: number }).n);
    };
    const ids = await Promise.all(
      Array.from({ length: 24 }, (_, n) => enqueue("test.count", { n }, now)),
    );
    const [a, b] = [createRunner({ "test.count": count }), createRunner({ "test.count": count })];
    const [ranByA, ranByB] = await Promise.all([a.runDueJobs(now), b.runDueJobs(now)]);
    expect(ranByA + ranByB).toBe(24);
    expect(done.toSorted((x, y) => x - y)).toEqual(Array.from({ length: 24 }, (_, n) => n));
    for (const id of ids) expect(await readJob(id)).toMatchObject({ status: "done", attempts: 1 });
    expect(await a.runDueJobs(now)).toBe(0);
  });

  it("leaves a job not yet due alone", async () => {
    const now = new Date();
    const id = await enqueue("test.later", {}, new Date(now.getTime() + 1000));
    const runner = createRunner({ "test.later": async () => {} });
    expect(await runner.runDueJobs(now)).toBe(0);
    expect(await readJob(id)).toMatchObject({ status: "queued", attempts: 0 });
    expect(await runner.runDueJobs(new Date(now.getTime() + 1000))).toBe(1);
    expect(await readJob(id)).toMatchObject({ status: "done" });
  });

  it("retries a failing job later with a growing delay, then keeps it dead with its error", async () => {
    const now = new Date();
    await db.query(
      "insert into auth.users (id, email) values (gen_random_uuid(), 'retry@example.test')",
    );
    const id = await enqueue("test.fail", {}, now, 3);
    const runner = createRunner({
      "test.fail": async (_payload, { tx }) => {
        await tx.query(
          "insert into public.notifications (user_id, kind, title) select id, 'test', 'kept?' from auth.users limit 1",
        );
        throw new Error("mail server said no");
      },
    });
    expect(await runner.runDueJobs(now)).toBe(1);
    const first = await readJob(id);
    expect(first).toMatchObject({
      status: "queued",
      attempts: 1,
      last_error: "mail server said no",
    });
    expect(first.run_at.getTime()).toBe(now.getTime() + computeRetryDelay(1));

    expect(await runner.runDueJobs(new Date(first.run_at.getTime() - 1))).toBe(0);
    expect(await runner.runDueJobs(first.run_at)).toBe(1);
    const second = await readJob(id);
    expect(second.run_at.getTime() - first.run_at.getTime()).toBe(computeRetryDelay(2));
    expect(computeRetryDelay(2)).toBe(2 * computeRetryDelay(1));

    expect(await runner.runDueJobs(second.run_at)).toBe(1);
    expect(await readJob(id)).toMatchObject({
      status: "failed",
      attempts: 3,
      last_error: "mail server said no",
    });
    expect(await runner.runDueJobs(new Date(now.getTime() + 86_400_000))).toBe(0);
    // A failed attempt's writes are rolled back with it.
    const { rows } = await db.query("select 1 from public.notifications where title = 'kept?'");
    expect(rows).toEqual([]);
  });

  it("fails a kind it has no handler for, keeping the reason", async () => {
    const now = new Date();
    const id = await enqueue("test.unknown", {}, now, 1);
    await createRunner({}).runDueJobs(now);
    expect(await readJob(id)).toMatchObject({
      status: "failed",
      last_error: "no handler for job kind test.unknown",
    });
  });
});

describe("start and stop", () => {
  it("a new job wakes the started runner at once, long before its next poll", async () => {
    const ran = Promise.withResolvers<unknown>();
    const runner = createRunner({ "test.wake": async (payload) => ran.resolve(payload) });
    await runner.start();
    try {
      await enqueue("test.wake", { woken: true }, new Date(Date.now() - 1000));
      // pollMs is a minute: only the NOTIFY from the insert can have started this run.
      expect(await ran.promise).toEqual({ woken: true });
    } finally {
      await runner.stop();
    }
  });

  it("stop waits for the job in hand to finish and claims no more", async () => {
    const now = new Date();
    const entered = Promise.withResolvers<void>();
    const release = Promise.withResolvers<void>();
    const first = await enqueue("test.slow", { n: 1 }, now);
    const second = await enqueue("test.slow", { n: 2 }, now);
    const runner = createRunner(
      {
        "test.slow": async () => {
          entered.resolve();
          await release.promise;
        },
      },
      now,
    );
    await runner.start();
    await entered.promise;
    let isStopped = false;
    const stopping = runner.stop().then(() => {
      isStopped = true;
    });
    await Promise.resolve();
    expect(isStopped).toBe(false);
    release.resolve();
    await stopping;
    const states = [(await readJob(first)).status, (await readJob(second)).status].sort();
    expect(states).toEqual(["done", "queued"]);
  });
});
