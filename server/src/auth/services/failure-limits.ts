import type { Queryable } from "../../db/database.ts";
import type { FailureLimit } from "../auth-config.ts";
import type { AuthContext } from "../auth-context.ts";
import { tooManyRequests } from "../auth-errors.ts";
import { recordAttempt } from "../repositories/password-failures.ts";

/** A limit on failures counted under one key (`ip:…`, `address:…`, `device:…`, `mfa-user:…`). */
export type FailureCheck = FailureLimit & { key: string };

/**
 * Lets an attempt through unless a key's failures in its sliding window reach its limit (then
 * 429 over_request_rate_limit, Retry-After when the oldest failure that must go leaves the
 * window). The attempt is recorded as a failure under every key before it is checked, under a
 * lock per key, so concurrent attempts cannot slip past a limit together. Returns the ids
 * recorded, to forget if the attempt succeeds. One statement on `q`, sent before the first await.
 */
export async function beginLimitedAttempt(
  ctx: AuthContext,
  q: Queryable,
  checks: readonly FailureCheck[],
): Promise<string[]> {
  const active = checks.filter((check) => check.limit > 0);
  if (active.length === 0) return [];
  const now = ctx.clock.now();
  const outcome = await recordAttempt(q, active, now);
  if ("retryAt" in outcome) {
    const seconds = Math.ceil((outcome.retryAt.getTime() - now.getTime()) / 1000);
    throw tooManyRequests(Math.max(1, seconds));
  }
  return outcome.ids;
}
