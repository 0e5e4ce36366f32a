import { Hono } from "hono";
import type { Clock } from "../lib/clock.ts";
import { isEqualSecret } from "../lib/crypto.ts";
import type { JobRunner } from "./job-runner.ts";

/** The function's name, and so the start of every path it is handed. */
export const JOBS_FUNCTION_PATH = "/jobs";

/**
 * How many jobs one call runs at most: a hosted function has a time limit, and the next call (a
 * minute later from Supabase Cron) takes up what is left.
 */
export const JOBS_PER_CALL = 100;

export interface JobsAppDeps {
  runner: JobRunner;
  /** The only key that may start a pass: the project's service_role key. */
  serviceRoleKey: string;
  clock: Clock;
}

/**
 * The `jobs` Edge Function: `POST /jobs` with the service_role key runs the jobs due now, each
 * claimed with `FOR UPDATE SKIP LOCKED`, so calls that overlap (Cron, our server's scheduler, a
 * second instance) never run a job twice. Answers `{ ran }`; anything else is 401.
 */
export function createJobsApp({ runner, serviceRoleKey, clock }: JobsAppDeps): Hono {
  const app = new Hono().basePath(JOBS_FUNCTION_PATH);
  app.post("/", async (c) => {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
    if (!isEqualSecret(token, serviceRoleKey)) {
      return c.json({ message: "The jobs function needs the service_role key" }, 401);
    }
    return c.json({ ran: await runner.runDueJobs(clock.now(), JOBS_PER_CALL) });
  });
  return app;
}
