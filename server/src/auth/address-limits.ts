import { rateLimitKeyOf } from "../lib/client-ip.ts";
import type { AuthContext } from "./auth-context.ts";
import type { RateLimitBucket } from "./rate-limits.ts";
import { tooManyRequests } from "./auth-errors.ts";

/** The same bucket, counted per e-mail address or phone number (lower-cased, + and spaces removed). */
export async function limitByAddress(
  ctx: AuthContext,
  bucket: RateLimitBucket,
  address: string | null | undefined,
): Promise<void> {
  if (!address) return;
  const key = `address:${address.toLowerCase().replace(/^\+|\s/g, "")}`;
  await consumeOrRefuse(ctx, bucket, key);
}

/** Counts one request against `bucket` for the client IP (an IPv6 client by its /64). */
export async function limitByClientIp(
  ctx: AuthContext,
  bucket: RateLimitBucket,
  ip: string | null,
): Promise<void> {
  await consumeOrRefuse(ctx, bucket, `ip:${rateLimitKeyOf(ip ?? "unknown")}`);
}

/** 429 over_request_rate_limit, with the seconds left in the window, when the bucket is full. */
async function consumeOrRefuse(
  ctx: AuthContext,
  bucket: RateLimitBucket,
  key: string,
): Promise<void> {
  if (!(await ctx.limits.consume(bucket, key))) {
    throw tooManyRequests(ctx.limits.secondsUntilReset(bucket));
  }
}
