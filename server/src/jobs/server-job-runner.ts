import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import type { Clock } from "../lib/clock.ts";
import type { Logger } from "../lib/logger.ts";
import { createSmtpMailSender } from "../messaging/mail-sender.ts";
import { createPhoneSenderFactory } from "../messaging/phone-senders.ts";
import { createPaymentGateways } from "../payments/gateways/payment-gateways.ts";
import { jobHandlers } from "./job-handlers.ts";
import { createJobRunner, type JobRunner } from "./job-runner.ts";

/** The server's worker for the jobs table, with every job kind and the configured mail. */
export function createServerJobRunner(
  config: Config,
  db: Database,
  clock: Clock,
  logger: Logger,
): JobRunner {
  return createJobRunner({
    db,
    clock,
    logger,
    handlers: jobHandlers,
    smtp: config.SMTP_URL ? createSmtpMailSender(config.SMTP_URL, config.SMTP_FROM) : undefined,
    siteUrl: config.SITE_URL,
    pollMs: config.JOBS_POLL_MS,
    payments: createPaymentGateways(config),
    phones: createPhoneSenderFactory(config, clock),
  });
}
