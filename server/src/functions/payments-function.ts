import { Hono } from "hono";
import { cors } from "hono/cors";
import { openFunctionBase } from "./function-env.ts";
import type { AppEnv } from "../http/app-env.ts";
import { requestContext } from "../http/request-context.ts";
import { systemClock } from "../lib/clock.ts";
import { createRemoteJwtVerifier } from "../lib/jwt.ts";
import { createPaymentsApp } from "../payments/payments-app.ts";

/**
 * The payments Edge Function's app, built from its environment: the same app our server mounts,
 * on the project's PostgreSQL, checking access tokens against the project's published key set.
 * Browsers call it from the site's origin, so it answers CORS as Supabase's functions must.
 */
export async function openPaymentsFunction(
  env: Record<string, string | undefined>,
): Promise<Hono<AppEnv>> {
  const { settings, logger, db } = await openFunctionBase(env);
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
