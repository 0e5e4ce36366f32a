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
  if (!(await ctx.limits.consume(bucket, key))) {
    throw tooManyRequests(ctx.limits.secondsUntilReset(bucket));
  }
}
