import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { createLogger } from "../lib/logger.ts";
import { createTestClock } from "../testing/test-clock.ts";
import { openTestDatabase } from "../testing/test-database.ts";
import { createJobRunner } from "./job-runner.ts";
import { createJobsApp, JOBS_PER_CALL } from "./jobs-app.ts";

// The jobs function as our server mounts it at /functions/v1: only the service_role key starts a
// pass, a pass runs at most JOBS_PER_CALL jobs, and the next call takes up the rest.
const SERVICE_ROLE_KEY = "service-role-key-of-this-test";
let db: Database;
let app: Hono;
const done: number[] = [];

beforeAll(async () => {
  db = await openTestDatabase();
  const clock = createTestClock(new Date());
  const runner = createJobRunner({
    db,
    clock,
    logger: createLogger("silent"),
    handlers: {
      "test.count": (payload) => {
        done.push((payload as { n: number }).n);
        return Promise.resolve();
      },
    },
    smtp: undefined,
    siteUrl: "http://localhost",
    pollMs: 60_000,
  });
  app = new Hono().route(
    "/functions/v1",
    createJobsApp({ runner, serviceRoleKey: SERVICE_ROLE_KEY, clock }),
  );
});
afterAll(() => db.close());

const drain = (authorization?: string) =>
  app.request("/functions/v1/jobs", {
    method: "POST",
    headers: authorization ? { authorization } : {},
  });

describe("the jobs function", () => {
  it("refuses a call without the service_role key and runs nothing", async () => {
    await db.query(
      "insert into public.jobs (kind, payload, run_at) values ('test.count', '{\"n\": 0}', now() - interval '1 minute')",
    );
    for (const authorization of [undefined, "Bearer anon-key", `Bearer ${SERVICE_ROLE_KEY}x`]) {
      const response = await drain(authorization);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        message: "The jobs function needs the service_role key",
      });
    }
    expect(done).toEqual([]);
  });

  it("runs the due jobs, at most a batch per call", async () => {
    await db.query(
      `insert into public.jobs (kind, payload, run_at)
       select 'test.count', jsonb_build_object('n', n), now() - interval '1 minute'
         from generate_series(1, $1::int) n`,
      [JOBS_PER_CALL],
    );
    const first = await drain(`Bearer ${SERVICE_ROLE_KEY}`);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ran: JOBS_PER_CALL });
    expect(await (await drain(`Bearer ${SERVICE_ROLE_KEY}`)).json()).toEqual({ ran: 1 });
    expect(await (await drain(`Bearer ${SERVICE_ROLE_KEY}`)).json()).toEqual({ ran: 0 });
    expect(new Set(done).size).toBe(JOBS_PER_CALL + 1);
  });
});
