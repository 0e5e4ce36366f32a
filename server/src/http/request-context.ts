import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../lib/logger.ts";
import type { AppEnv } from "./app-env.ts";
import { withDefaultHeaders } from "./default-headers.ts";

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Gives each request an id (kept from a proxy's X-Request-Id when sane) and logs one line per request. */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    // A silent logger writes nothing, so its per-request child (costly to bind) would not either.
    const requestLogger = logger.isLevelEnabled("fatal")
      ? logger.child({ request_id: requestId })
      : logger;
    c.set("requestId", requestId);
    c.set("logger", requestLogger);
    const started = performance.now();
    await withDefaultHeaders(c, next, { "X-Request-Id": requestId });
    if (!requestLogger.isLevelEnabled("info")) return;
    requestLogger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  };
}
