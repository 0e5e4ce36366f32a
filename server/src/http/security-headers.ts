import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";

/**
 * The Content-Security-Policy for a response. Scripts never get 'unsafe-inline' or
 * 'unsafe-eval': inline scripts in pre-rendered HTML are allowed one by one by hash.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  // Razorpay Checkout: its script, the payment window it frames, and its event beacon.
  const scriptSrc = [
    "'self'",
    "https://checkout.razorpay.com",
    ...scriptHashes.map((hash) => `'${hash}'`),
  ].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    // Images a host links for a live session; the YouTube player a live session embeds.
    "img-src 'self' data: https:",
    "frame-src https://www.youtube-nocookie.com https://api.razorpay.com",
    "font-src 'self'",
    "connect-src 'self' https://lumberjack.razorpay.com",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

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
