import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";
import { withDefaultHeaders } from "./default-headers.ts";

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * `Cache-Control: private, no-store` on every answer that sets no policy of its own: API answers
 * carry personal data (a donor's PAN, recovery links), which no shared cache or proxy may keep.
 * Error answers get it too. An answer that names its policy (a stored file's own) keeps it.
 */
export const noStoreByDefault: MiddlewareHandler<AppEnv> = (c, next) =>
  withDefaultHeaders(c, next, NO_STORE);
