import { Hono } from "hono";
import { cors } from "hono/cors";
import { z } from "zod";
import { ConfigError, envSchema, findPaymentProblems, paymentsGatewayOf } from "../config.ts";
import { openPgDatabase } from "../db/pg-database.ts";
import type { AppEnv } from "../http/app-env.ts";
import { requestContext } from "../http/request-context.ts";
import { systemClock } from "../lib/clock.ts";
import { createRemoteJwtVerifier } from "../lib/jwt.ts";
import { createLogger } from "../lib/logger.ts";
import { createPaymentsApp } from "./payments-app.ts";

/**
 * The payments function's environment, as Supabase gives it to a deployed function: the project's
 * URL and database, and the payment secrets set with `supabase secrets set`. A deployed function is
 * in production unless NODE_ENV says otherwise, so the test checkout is never on by accident.
 */
const functionEnvSchema = envSchema
  .pick({
    LOG_LEVEL: true,
    PAYMENTS_GATEWAY: true,
    RAZORPAY_KEY_ID: true,
    RAZORPAY_KEY_SECRET: true,
    RAZORPAY_WEBHOOK_SECRET: true,
    RAZORPAY_API_URL: true,
  })
  .extend({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    SUPABASE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s):// URL" }),
    SUPABASE_DB_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }),
    /** The web app's origin (return_to paths stay on it); the project's URL when unset. */
    SITE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s):// URL" }).optional(),
  });

/** Parses the function's environment; throws ConfigError listing each bad variable. */
export function loadPaymentsFunctionEnv(env: Record<string, string | undefined>) {
  const result = functionEnvSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
  }
  const settings = {
    ...result.data,
    PAYMENTS_GATEWAY: paymentsGatewayOf(result.data),
    SITE_URL: (result.data.SITE_URL ?? result.data.SUPABASE_URL).replace(/\/+$/, ""),
  };
  const problems = findPaymentProblems(settings);
  if (problems.length > 0) throw new ConfigError(problems);
  return settings;
}

/**
 * The payments Edge Function's app, built from its environment: the same app our server mounts,
 * on the project's PostgreSQL, checking access tokens against the project's published key set.
 * Browsers call it from the site's origin, so it answers CORS as Supabase's functions must.
 */
export async function openPaymentsFunction(
  env: Record<string, string | undefined>,
): Promise<Hono<AppEnv>> {
  const settings = loadPaymentsFunctionEnv(env);
  const logger = createLogger(settings.LOG_LEVEL);
  // One instance serves few requests at a time; many instances share the database.
  const db = await openPgDatabase(settings.SUPABASE_DB_URL, { logger, max: 3 });
  const jwksUrl = new URL("/auth/v1/.well-known/jwks.json", settings.SUPABASE_URL);
  const app = new Hono<AppEnv>();
  app.use(requestContext(logger));
  app.use(
    cors({
      origin: new URL(settings.SITE_URL).origin,
      allowHeaders: ["authorization", "x-client-info", "apikey", "content-type"],
    }),
  );
  app.route(
    "/",
    createPaymentsApp({
      config: settings,
      db,
      jwt: createRemoteJwtVerifier(jwksUrl, systemClock),
      clock: systemClock,
      logger,
    }),
  );
  return app;
}
