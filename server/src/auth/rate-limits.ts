import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from "rate-limiter-flexible";
import type { Database } from "../db/database.ts";
import type { Clock } from "../lib/clock.ts";
import type { AuthSettings } from "./auth-config.ts";

/** GoTrue's buckets: each counts requests per client IP (and per address) in a fixed window. */
export type RateLimitBucket =
  | "signup"
  | "token"
  | "otp"
  | "verify"
  | "mfa"
  | "recover"
  | "resend"
  | "user"
  | "anonymous"
  | "email_sent"
  | "sms_sent";

export interface RateLimits {
  /** Counts one hit on `key` in `bucket`; false when the bucket is already full. */
  consume(bucket: RateLimitBucket, key: string): Promise<boolean>;
  /** Seconds until the bucket's current window ends, when a refused client may try again. */
  secondsUntilReset(bucket: RateLimitBucket): number;
}

const FIVE_MINUTES = 300;
const ONE_HOUR = 3600;

/**
 * Windows are numbered from the injected clock so tests can move past a window; the store's
 * own expiry (two windows) only cleans keys up. A limit of 0 turns the bucket off. On a
 * PostgreSQL server (`DATABASE_URL`) the counts live in auth.rate_limits, shared by every
 * instance (the store deletes expired rows every five minutes); on the embedded PGlite (one
 * process) they stay in memory.
 */
export function createRateLimits(settings: AuthSettings, clock: Clock, db: Database): RateLimits {
  const limits = settings.rateLimits;
  const buckets: Record<RateLimitBucket, { points: number; window: number }> = {
    signup: { points: limits.otp, window: FIVE_MINUTES },
    otp: { points: limits.otp, window: FIVE_MINUTES },
    recover: { points: limits.otp, window: FIVE_MINUTES },
    resend: { points: limits.otp, window: FIVE_MINUTES },
    user: { points: limits.otp, window: FIVE_MINUTES },
    token: { points: limits.token, window: FIVE_MINUTES },
    verify: { points: limits.verify, window: FIVE_MINUTES },
    mfa: { points: limits.verify, window: FIVE_MINUTES },
    anonymous: { points: limits.anonymous, window: ONE_HOUR },
    email_sent: { points: limits.emailSent, window: ONE_HOUR },
    sms_sent: { points: limits.smsSent, window: ONE_HOUR },
  };
  // rate-limiter-flexible sends node-postgres query objects; our database takes text + values.
  const store =
    db.driver === "postgres"
      ? { query: (q: { text: string; values?: unknown[] }) => db.query(q.text, q.values) }
      : undefined;
  const limiters = new Map<RateLimitBucket, RateLimiterAbstract>();
  for (const [bucket, { points, window }] of Object.entries(buckets)) {
    if (points === 0) continue;
    const options = { keyPrefix: bucket, points, duration: window * 2 };
    limiters.set(
      bucket as RateLimitBucket,
      store
        ? new RateLimiterPostgres({
            ...options,
            storeClient: store,
            storeType: "pool",
            schemaName: "auth",
            tableName: "rate_limits",
            tableCreated: true,
          })
        : new RateLimiterMemory(options),
    );
  }
  return {
    async consume(bucket, key) {
      const limiter = limiters.get(bucket);
      if (!limiter) return true;
      const windowIndex = Math.floor(clock.now().getTime() / 1000 / buckets[bucket].window);
      try {
        await limiter.consume(`${key}:${windowIndex}`);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    secondsUntilReset(bucket) {
      const { window } = buckets[bucket];
      const now = clock.now().getTime() / 1000;
      return Math.max(1, Math.ceil((Math.floor(now / window) + 1) * window - now));
    },
  };
}
