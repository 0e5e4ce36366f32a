import { z } from "zod";
import { envSchema, findPaymentProblems, ConfigError, parseEnv, providersOf } from "../config.ts";
import type { Database } from "../db/database.ts";
import { openPgDatabase } from "../db/pg-database.ts";
import { createLogger, type Logger } from "../lib/logger.ts";

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s):// URL" });

/**
 * An Edge Function's environment, as Supabase gives it to a deployed function: the project's URL,
 * database and keys, and the secrets set with `supabase secrets set`, which mean what they mean for
 * the server. A deployed function is in production unless NODE_ENV says otherwise, so the test
 * checkout is never on by accident.
 */
const functionEnvSchema = envSchema
  .pick({
    LOG_LEVEL: true,
    JOBS_POLL_MS: true,
    PAYMENTS_GATEWAY: true,
    RAZORPAY_KEY_ID: true,
    RAZORPAY_KEY_SECRET: true,
    RAZORPAY_WEBHOOK_SECRET: true,
    RAZORPAY_API_URL: true,
    SMTP_URL: true,
    SMTP_FROM: true,
    PHONE_SMS_PROVIDER: true,
    PHONE_WHATSAPP_FROM: true,
    PHONE_WHATSAPP_TEMPLATES: true,
    SMS_TWILIO_ACCOUNT_SID: true,
    SMS_TWILIO_AUTH_TOKEN: true,
    SMS_TWILIO_FROM: true,
    SMS_TWILIO_API_URL: true,
    MSG91_AUTH_KEY: true,
    MSG91_API_URL: true,
    MSG91_TEMPLATES: true,
  })
  .extend({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    SUPABASE_URL: httpUrl,
    SUPABASE_DB_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }),
    SUPABASE_SERVICE_ROLE_KEY: z.string().optional(),
    /** The web app's origin (return_to paths and links stay on it); the project's URL when unset. */
    SITE_URL: httpUrl.optional(),
  });

export type FunctionSettings = ReturnType<typeof loadFunctionEnv>;

/** Parses a function's environment; throws ConfigError listing each bad variable. */
export function loadFunctionEnv(env: Record<string, string | undefined>) {
  const parsed = parseEnv(functionEnvSchema, env);
  const settings = {
    ...parsed,
    ...providersOf(parsed),
    SITE_URL: (parsed.SITE_URL ?? parsed.SUPABASE_URL).replace(/\/+$/, ""),
  };
  const problems = findPaymentProblems(settings);
  if (problems.length > 0) throw new ConfigError(problems);
  return settings;
}

/** What every function opens at its start: its settings, a logger, the project's database. */
export async function openFunctionBase(
  env: Record<string, string | undefined>,
): Promise<{ settings: FunctionSettings; logger: Logger; db: Database }> {
  const settings = loadFunctionEnv(env);
  const logger = createLogger(settings.LOG_LEVEL);
  // One instance serves few requests at a time; many instances share the database.
  const db = await openPgDatabase(settings.SUPABASE_DB_URL, { logger, max: 3 });
  return { settings, logger, db };
}
