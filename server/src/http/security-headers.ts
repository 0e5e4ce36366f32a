import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";
import { contentSecurityPolicy } from "./content-security-policy.ts";
import { withDefaultHeaders } from "./default-headers.ts";

/** The policy of a response without inline scripts, built once rather than per response. */
const DEFAULT_CONTENT_SECURITY_POLICY = contentSecurityPolicy();

const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()";

/** Security headers on every response; a handler may set a stricter CSP (or any of them) of its own. */
export function securityHeaders(options: { isHttps: boolean }): MiddlewareHandler<AppEnv> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": DEFAULT_CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (options.isHttps) {
    headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  }
  return (c, next) => withDefaultHeaders(c, next, headers);
}
