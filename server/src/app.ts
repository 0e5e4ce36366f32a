import { Hono } from "hono";
import { createAdminRouter } from "./admin/admin-router.ts";
import { createAuthRouter } from "./auth/auth-router.ts";
import { createDevMailRouter } from "./auth/routes/dev-mail.ts";
import { DatabaseUnavailableError } from "./db/connection-errors.ts";
import type { AppDeps, AppEnv } from "./http/app-env.ts";
import { limitRequestBody } from "./http/body-limit.ts";
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  retryAfterDatabaseOutage,
} from "./http/database-unavailable.ts";
import { requestContext } from "./http/request-context.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { createMessagingRouter } from "./messaging/messaging-router.ts";
import { serveStaticSite } from "./http/static-site.ts";
import { createPaymentsApp } from "./payments/payments-app.ts";
import type { JobRunner } from "./jobs/job-runner.ts";
import { createJobsApp } from "./jobs/jobs-app.ts";
import { createRestRouter } from "./rest/rest-router.ts";
import { createStorageRouter } from "./storage/storage-router.ts";

export const MAX_BODY_BYTES = 1024 * 1024;

/** The app's dependencies, and the scheduler's worker, also served as the `jobs` function. */
export interface ServerDeps extends AppDeps {
  /** Absent in tests that drive the worker by hand. */
  jobs?: JobRunner;
}

/** Builds the whole HTTP application from its dependencies; no side effects, no listening. */
export function createApp(deps: ServerDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(requestContext(deps.logger));
  app.use(retryAfterDatabaseOutage());
  app.use(securityHeaders({ isHttps: deps.config.SITE_URL.startsWith("https:") }));
  // Storage streams uploads to disk under its own per-bucket limits.
  const limitBody = limitRequestBody({
    maxSize: MAX_BODY_BYTES,
    onTooLarge: (c) =>
      c.json({ code: "request_entity_too_large", message: "Request Entity Too Large" }, 413),
  });
  app.use((c, next) => (c.req.path.startsWith("/storage/v1/") ? next() : limitBody(c, next)));
  app.route("/auth/v1", createAuthRouter(deps));
  app.route("/rest/v1", createRestRouter(deps));
  app.route("/storage/v1", createStorageRouter(deps));
  // Edge Functions, run in process: the same apps Supabase runs at /functions/v1/<name>.
  app.route("/functions/v1", createPaymentsApp(deps));
  if (deps.jobs) {
    const jobs = { runner: deps.jobs, serviceRoleKey: deps.keys.serviceRoleKey, clock: deps.clock };
    app.route("/functions/v1", createJobsApp(jobs));
  }
  app.route("/admin/v1", createAdminRouter(deps));
  app.route(
    "/messages/v1",
    createMessagingRouter({
      db: deps.db,
      clock: deps.clock,
      twilioAuthToken: deps.config.SMS_TWILIO_AUTH_TOKEN,
      publicUrl: deps.config.SITE_URL,
    }),
  );
  app.route("/_dev", createDevMailRouter(deps));
  const { site } = deps;
  if (site) {
    app.on(["GET", "HEAD"], "*", (c) => serveStaticSite(site, c, deps.config.SITE_URL));
  }
  app.notFound((c) => c.json({ message: "Not Found" }, 404));
  app.onError((error, c) => {
    if (error instanceof DatabaseUnavailableError) {
      return c.json({ message: DATABASE_UNAVAILABLE_MESSAGE }, 503);
    }
    c.get("logger").error({ err: error }, "unhandled error");
    return c.json({ message: "Internal Server Error" }, 500);
  });
  return app;
}
