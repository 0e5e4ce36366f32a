import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";
import { contentSecurityPolicy } from "./content-security-policy.ts";

/** The policy of a response without inline scripts, built once rather than per response. */
const DEFAULT_CONTENT_SECURITY_POLICY = contentSecurityPolicy();

const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()";

/** Security headers on every response; a handler may set a stricter CSP of its own first. */
export function securityHeaders(options: { isHttps: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has("Content-Security-Policy")) {
      headers.set("Content-Security-Policy", DEFAULT_CONTENT_SECURITY_POLICY);
    }
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Permissions-Policy", PERMISSIONS_POLICY);
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    if (options.isHttps) {
      headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
  };
}
