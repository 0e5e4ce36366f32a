import type { MiddlewareHandler } from "hono";
import { DatabaseUnavailableError } from "../db/connection-errors.ts";
import type { AppEnv } from "./app-env.ts";

/** What a client is told while PostgreSQL cannot be reached (surfaces without a wire format). */
export const DATABASE_UNAVAILABLE_MESSAGE = "Database unavailable, try again shortly";

/** A PostgreSQL restart takes about a second; postgrest-js waits this long before retrying a GET. */
const RETRY_AFTER_SECONDS = 1;

/**
 * A request that failed because PostgreSQL was unreachable is answered 503 by its surface's error
 * renderer (auth in GoTrue's shape, rest in PostgREST's, anything else in `app.onError`); this adds
 * the Retry-After every such answer carries. The outage is logged once, by the database adapter.
 */
export function retryAfterDatabaseOutage(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.error instanceof DatabaseUnavailableError) {
      c.header("Retry-After", String(RETRY_AFTER_SECONDS));
    }
  };
}
