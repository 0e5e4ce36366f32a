import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";

/**
 * `Cache-Control: private, no-store` on every answer that sets no policy of its own: API answers
 * carry personal data (a donor's PAN, recovery links), which no shared cache or proxy may keep.
 * Error answers get it too. An answer that names its policy (a stored file's own) keeps it.
 */
export const noStoreByDefault: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  // Set on the response in hand: c.header() now would copy the whole response first, and the
  // copy's body then streams out instead of being written at once.
  const headers = c.res.headers;
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
};
