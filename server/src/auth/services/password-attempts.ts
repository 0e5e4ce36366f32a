import type { Queryable } from "../../db/database.ts";
import type { AuthContext } from "../auth-context.ts";
import { tooManyRequests } from "../auth-errors.ts";
import {
  recordPasswordAttempt,
  deletePasswordFailures,
} from "../repositories/password-failures.ts";

/** A password check that has been let through; it counts as a failure unless it succeeds. */
export interface PasswordAttempt {
  /**
   * The password was right: forget this IP's failures for the address, and this attempt. One
   * statement, sent before the first await, so it can go in one message with others.
   */
  succeed(q: Queryable): Promise<void>;
}

/**
 * Lets a password check through unless the failures in a sliding window reach a limit: per
 * client IP and address together (one guesser is stopped at once) and per address from every
 * IP (many guessers are slowed; a short window bounds how long they can lock the owner out).
 * The attempt is recorded as a failure before the password is checked, under a lock per key,
 * so concurrent guesses cannot slip past a limit together. One statement on `q`, sent before the
 * first await; it must commit before the password is checked, so `q` is no open transaction.
 */
export async function beginPasswordAttempt(
  ctx: AuthContext,
  q: Queryable,
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
  const outcome = checks.length > 0 ? await recordPasswordAttempt(q, checks, now) : { ids: [] };
  if ("retryAt" in outcome) {
    const seconds = Math.ceil((outcome.retryAt.getTime() - now.getTime()) / 1000);
    throw tooManyRequests(Math.max(1, seconds));
  }
  return {
    succeed: (q) => deletePasswordFailures(q, outcome.ids, pairKey),
  };
}
