import { Hono } from "hono";
import { ConfigError } from "../config.ts";
import { openFunctionBase } from "./function-env.ts";
import type { AppEnv } from "../http/app-env.ts";
import { requestContext } from "../http/request-context.ts";
import { systemClock } from "../lib/clock.ts";
import { createJobsApp } from "../jobs/jobs-app.ts";
import { createServerJobRunner } from "../jobs/server-job-runner.ts";

/**
 * The jobs Edge Function's app, built from its environment: the worker our server's scheduler
 * runs, on the project's PostgreSQL, started by a call with the project's service_role key
 * (Supabase Cron's, every minute) instead of a timer.
 */
export async function openJobsFunction(
  env: Record<string, string | undefined>,
): Promise<Hono<AppEnv>> {
  const { settings, logger, db } = await openFunctionBase(env);
  const serviceRoleKey = settings.SUPABASE_SERVICE_ROLE_KEY;
  if (!serviceRoleKey) {
    await db.close();
    throw new ConfigError(["SUPABASE_SERVICE_ROLE_KEY: required by the jobs function"]);
  }
  const runner = createServerJobRunner(settings, db, systemClock, logger);
  const app = new Hono<AppEnv>();
  app.use(requestContext(logger));
  app.route("/", createJobsApp({ runner, serviceRoleKey, clock: systemClock }));
  return app;
}
