import type { Config, PaymentSettings } from "../config.ts";
import type { Database } from "../db/database.ts";
import type { Clock } from "../lib/clock.ts";
import type { Logger } from "../lib/logger.ts";
import { createSmtpMailSender } from "../messaging/mail-sender.ts";
import { createPhoneSenderFactory, type PhoneSettings } from "../messaging/phone-senders.ts";
import { createPaymentGateways } from "../payments/gateways/payment-gateways.ts";
import { jobHandlers } from "./job-handlers.ts";
import { createJobRunner, type JobRunner } from "./job-runner.ts";

/** What the worker reads of the configuration: the server's, or an Edge Function's. */
export type JobSettings = Pick<Config, "SMTP_URL" | "SMTP_FROM" | "SITE_URL" | "JOBS_POLL_MS"> &
  PaymentSettings &
  PhoneSettings;

/** The worker for the jobs table, with every job kind and the configured mail and phones. */
export function createServerJobRunner(
  config: JobSettings,
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
