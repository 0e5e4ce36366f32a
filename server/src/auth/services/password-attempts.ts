import type { AuthContext } from "../auth-context.ts";
import type { FailureLimit } from "../auth-config.ts";
import { tooManyRequests } from "../auth-errors.ts";
import {
  deletePasswordFailures,
  deletePasswordFailuresBefore,
  deletePasswordFailuresByKey,
  insertPasswordFailure,
  listRecentPasswordFailures,
} from "../repositories/password-failures.ts";

/** A password check that has been let through; it counts as a failure unless it succeeds. */
export interface PasswordAttempt {
  /** The password was right: forget this IP's failures for the address, and this attempt. */
  succeed(): Promise<void>;
}

/**
 * Lets a password check through unless the failures in a sliding window reach a limit: per
 * client IP and address together (one guesser is stopped at once) and per address from every
 * IP (many guessers are slowed; a short window bounds how long they can lock the owner out).
 * The attempt is written before it is counted, so concurrent guesses cannot all slip under a
 * limit; a refused attempt is withdrawn, so waiting out a refusal is enough.
 */
export async function beginPasswordAttempt(
  ctx: AuthContext,
  address: string,
  ip: string,
): Promise<PasswordAttempt> {
  const { perPair, perAddress } = ctx.settings.passwordFailureLimits;
  const now = ctx.clock.now();
  const pairKey = `pair:${ip}|${address}`;
  const checks = [
    { key: pairKey, ...perPair },
    { key: `address:${address}`, ...perAddress },
  ].filter((check) => check.limit > 0);
  const longestWindow = Math.max(perPair.window, perAddress.window);
  await deletePasswordFailuresBefore(ctx.db, new Date(now.getTime() - longestWindow * 1000));
  const ids: string[] = [];
  let retryAt = 0;
  for (const check of checks) {
    ids.push(await insertPasswordFailure(ctx.db, check.key, now));
    retryAt = Math.max(retryAt, await findRetryTime(ctx, check, now));
  }
  if (retryAt > 0) {
    await deletePasswordFailures(ctx.db, ids);
    throw tooManyRequests(Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)));
  }
  return {
    async succeed() {
      await deletePasswordFailures(ctx.db, ids);
      await deletePasswordFailuresByKey(ctx.db, pairKey);
    },
  };
}

/**
 * 0 when the failures under the key (this attempt included) are within the limit; otherwise
 * the time (ms) at which enough have left the window for one more attempt to fit.
 */
async function findRetryTime(
  ctx: AuthContext,
  check: FailureLimit & { key: string },
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - check.window * 1000);
  const recent = await listRecentPasswordFailures(ctx.db, check.key, since, check.limit + 1);
  // Newest first, this attempt (the newest) among them: the failure at index `limit` is the
  // oldest that must leave the window before another attempt fits.
  const blocking = recent[check.limit];
  return blocking ? blocking.getTime() + check.window * 1000 : 0;
}
