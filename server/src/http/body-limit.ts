import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./app-env.ts";

/**
 * Refuses a request body over `maxSize` bytes with `onTooLarge`'s answer. A body that states its
 * length (and is not chunked) is judged by that header alone: Node's parser never delivers more
 * than it, and Hono's bodyLimit, by asking for the body first, would turn every POST into a whole
 * fetch Request over a web stream (about 0.2 ms) that the route's own read then does not need.
 * A chunked body is counted as it arrives, by Hono's bodyLimit.
 */
export function limitRequestBody(options: {
  maxSize: number;
  onTooLarge: (c: Context<AppEnv>) => Response;
}): MiddlewareHandler<AppEnv> {
  const countChunks = bodyLimit({ maxSize: options.maxSize, onError: options.onTooLarge });
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const length = c.req.header("content-length");
    if (length === undefined || c.req.header("transfer-encoding") !== undefined) {
      return countChunks(c, next);
    }
    return Number(length) <= options.maxSize ? next() : options.onTooLarge(c);
  };
}
