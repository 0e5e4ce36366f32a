import type { Queryable } from "../../db/database.ts";
import { rateLimitKeyOf } from "../../lib/client-ip.ts";
import type { AuthContext } from "../auth-context.ts";
import { countFailuresSince, deleteFailures } from "../repositories/password-failures.ts";
import { readDeviceNonce } from "./device-tokens.ts";
import { beginLimitedAttempt } from "./failure-limits.ts";

/** Failed sign-ins a trusted device may make for its address before it counts as untrusted. */
const DEVICE_FAILURE_LIMIT = { limit: 10, window: 900 };

/** A password check that has been let through; it counts as a failure unless it succeeds. */
export interface PasswordAttempt {
  /**
   * The password was right: forget this client's failures for the address, and this attempt.
   * One statement, sent before the first await, so it can go in one message with others.
   */
  succeed(q: Queryable): Promise<void>;
}

/**
 * The nonce of the device cookie among `cookies` for `address`, if it is genuine and its device
 * has failed fewer than DEVICE_FAILURE_LIMIT times in the window (past that it is untrusted until
 * the window passes). A read before the attempt: attempts racing past it are still held by the
 * device's own limit, which the attempt checks atomically.
 */
export async function findTrustedDevice(
  ctx: AuthContext,
  cookies: Readonly<Record<string, string>>,
  address: string,
): Promise<string | undefined> {
  const now = ctx.clock.now();
  const nonce = readDeviceNonce(ctx.deviceKey, cookies, address, now);
  if (!nonce) return undefined;
  const since = new Date(now.getTime() - DEVICE_FAILURE_LIMIT.window * 1000);
  const failures = await countFailuresSince(ctx.db, deviceKeyOf(nonce), since);
  return failures < DEVICE_FAILURE_LIMIT.limit ? nonce : undefined;
}

/**
 * Lets a password check through unless the failures in a sliding window reach a limit: per
 * client (an IPv6 client by its /64) and address together, so one guesser is stopped at once;
 * per client across addresses, so one client cannot try a password on many accounts; and per
 * address from every client, so many guessers are slowed. A trusted device (`findTrustedDevice`)
 * is held by its own limit instead of the per-address one: guessers elsewhere cannot lock the
 * owner out of the browser they sign in from. One statement on `q`, sent before the first
 * await; it must commit before the password is checked, so `q` is no open transaction.
 */
export async function beginPasswordAttempt(
  ctx: AuthContext,
  q: Queryable,
  address: string,
  ip: string,
  trustedDevice: string | undefined,
): Promise<PasswordAttempt> {
  const { perPair, perIp, perAddress } = ctx.settings.passwordFailureLimits;
  const client = rateLimitKeyOf(ip);
  const pairKey = `pair:${client}|${address}`;
  const ids = await beginLimitedAttempt(ctx, q, [
    { key: pairKey, ...perPair },
    { key: `ip:${client}`, ...perIp },
    trustedDevice
      ? { key: deviceKeyOf(trustedDevice), ...DEVICE_FAILURE_LIMIT }
      : { key: `address:${address}`, ...perAddress },
  ]);
  return { succeed: (q) => deleteFailures(q, ids, pairKey) };
}

function deviceKeyOf(nonce: string): string {
  return `device:${nonce}`;
}
