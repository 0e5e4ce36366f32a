import type { Queryable } from "../../db/database.ts";
import type { AuthContext } from "../auth-context.ts";
import type { FailureLimit } from "../auth-config.ts";
import { tooManyRequests } from "../auth-errors.ts";
import {
  deletePasswordFailures,
  deletePasswordFailuresBefore,
  deletePasswordFailuresByKey,
  insertPasswordFailure,
  listRecentPasswordFailures,
  lockPasswordFailureKeys,
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
 * The attempt is recorded as a failure before the password is checked, under a lock per key,
 * so concurrent guesses cannot slip past a limit together.
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
  const ids = await ctx.db.transaction(async (tx) => {
    await lockPasswordFailureKeys(
      tx,
      checks.map((check) => check.key),
    );
    let retryAt = 0;
    for (const check of checks) retryAt = Math.max(retryAt, await findRetryTime(tx, check, now));
    if (retryAt > 0) {
      throw tooManyRequests(Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)));
    }
    const inserted: string[] = [];
    for (const check of checks) inserted.push(await insertPasswordFailure(tx, check.key, now));
    return inserted;
  });
  return {
    async succeed() {
      await deletePasswordFailures(ctx.db, ids);
      await deletePasswordFailuresByKey(ctx.db, pairKey);
    },
  };
}

/**
 * 0 while the failures under the key leave room for one more; otherwise the time (ms) at which
 * the oldest failure that must go leaves the window.
 */
async function findRetryTime(
  q: Queryable,
  check: FailureLimit & { key: string },
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - check.window * 1000);
  const recent = await listRecentPasswordFailures(q, check.key, since, check.limit);
  // Newest first: when `limit` failures are in the window, the last of them must leave it.
  const blocking = recent.length >= check.limit ? recent[check.limit - 1] : undefined;
  return blocking ? blocking.getTime() + check.window * 1000 : 0;
}
