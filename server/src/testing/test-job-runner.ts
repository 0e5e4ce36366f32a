import { jobHandlers } from "../jobs/job-handlers.ts";
import { createJobRunner, type JobRunner, type JobRunnerOptions } from "../jobs/job-runner.ts";
import { createLogger } from "../lib/logger.ts";
import type { TestServer } from "./create-test-server.ts";

/**
 * The worker a test drives by hand (`runDueJobs`): the test server's database and clock, every
 * handler, mail to the outbox, quiet logs; `overrides` add gateways, phone senders or another site.
 */
export function createTestJobRunner(
  server: Pick<TestServer, "db" | "clock">,
  overrides: Partial<JobRunnerOptions> = {},
): JobRunner {
  return createJobRunner({
    db: server.db,
    clock: server.clock,
    logger: createLogger("silent"),
    handlers: jobHandlers,
    smtp: undefined,
    siteUrl: "http://localhost:3000",
    pollMs: 60_000,
    ...overrides,
  });
}
