// Supabase Auth's TOTP factors: enrol, challenge, verify (the session becomes aal2), unenrol.
import { randomUUID } from "node:crypto";
import { randomToken, sha256Hex } from "../../lib/crypto.ts";
import { AuthError, validationFailed } from "../auth-errors.ts";
import type { AuthContext } from "../auth-context.ts";
import { upsertAmrClaim } from "../repositories/amr-claims.ts";
import {
  type ChallengeRow,
  countWrongCode,
  deleteFactor,
  deleteOtherLowAalSessions,
  deleteStaleUnverifiedFactors,
  type FactorRow,
  insertChallenge,
  insertFactor,
  listFactorsOfUser,
  lockChallenge,
  lockFactorOfUser,
  markChallengeVerified,
  markFactorUsed,
  raiseSession,
} from "../repositories/mfa-factors.ts";
import { deleteFailures } from "../repositories/password-failures.ts";
import {
  deleteRefreshTokensOfSession,
  insertRefreshToken,
} from "../repositories/refresh-tokens.ts";
import { findSession, type SessionRow } from "../repositories/sessions.ts";
import type { UserRow } from "../repositories/users.ts";
import type { IssuedSession } from "../serializers.ts";
import { beginLimitedAttempt } from "./failure-limits.ts";
import { buildSessionResponse, type ClientInfo } from "./issue-session.ts";
import { isUuid } from "./authenticate-request.ts";
import { createTotpEnrolment, matchTotpStep, type TotpEnrolment } from "./totp.ts";

const MAX_FACTORS = 10;
const STALE_ENROLMENT_MS = 5 * 60 * 1000;
const CHALLENGE_LIFETIME_S = 300;
/**
 * Wrong codes a challenge takes before it ends, and a user takes in a sliding window whatever
 * the address or challenge (GoTrue limits only per IP): a six-digit code must not be ground down
 * by many addresses, each with a budget of its own.
 */
const WRONG_CODES_PER_CHALLENGE = 5;
const WRONG_CODES_PER_USER = { limit: 10, window: 900 };

interface Caller {
  user: UserRow;
  session: SessionRow | undefined;
}

function factorNotFound(): AuthError {
  return new AuthError(404, "mfa_factor_not_found", "Factor not found");
}

/** Anonymous users cannot hold factors. */
function assertCanUseMfa(caller: Caller): void {
  if (caller.user.is_anonymous) {
    throw new AuthError(
      403,
      "no_authorization",
      "Anonymous user not allowed to perform these actions",
    );
  }
}

function readFactorId(id: string): string {
  if (!isUuid(id)) throw validationFailed("factor_id must be an UUID", 404);
  return id;
}

export async function enrollTotpFactor(
  ctx: AuthContext,
  caller: Caller,
  input: { factorType: string; friendlyName?: string; issuer?: string },
): Promise<{ factor: FactorRow; totp: TotpEnrolment }> {
  assertCanUseMfa(caller);
  if (input.factorType === "phone" || input.factorType === "webauthn") {
    throw new AuthError(
      422,
      `mfa_${input.factorType}_enroll_not_enabled`,
      `MFA enroll is disabled for ${input.factorType === "phone" ? "Phone" : "WebAuthn"}`,
    );
  }
  if (input.factorType !== "totp") {
    throw validationFailed("factor_type needs to be totp, phone or webauthn");
  }
  const friendlyName = (input.friendlyName ?? "").trim();
  const issuer = input.issuer?.trim() || new URL(ctx.settings.siteUrl).host;
  const { user } = caller;
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await tx.query("select id from auth.users where id = $1 for update", [user.id]);
    await deleteStaleUnverifiedFactors(tx, user.id, new Date(now.getTime() - STALE_ENROLMENT_MS));
    const factors = await listFactorsOfUser(tx, user.id);
    if (friendlyName && factors.some((factor) => factor.friendly_name === friendlyName)) {
      throw new AuthError(
        422,
        "mfa_factor_name_conflict",
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    if (factors.length >= MAX_FACTORS) {
      throw new AuthError(
        422,
        "too_many_enrolled_mfa_factors",
        "Maximum number of verified factors reached, unenroll to continue",
      );
    }
    if (factors.some((factor) => factor.status === "verified") && caller.session?.aal !== "aal2") {
      throw new AuthError(403, "insufficient_aal", "AAL2 required to enroll a new factor");
    }
    const totp = createTotpEnrolment(issuer, user.email || user.phone || user.id);
    const factor = await insertFactor(tx, {
      id: randomUUID(),
      userId: user.id,
      friendlyName,
      secret: totp.secret,
      now,
    });
    return { factor, totp };
  });
}

export async function challengeFactor(
  ctx: AuthContext,
  caller: Caller,
  factorId: string,
  client: ClientInfo,
): Promise<ChallengeRow> {
  assertCanUseMfa(caller);
  const id = readFactorId(factorId);
  return ctx.db.transaction(async (tx) => {
    const factor = await lockFactorOfUser(tx, caller.user.id, id);
    if (!factor) throw factorNotFound();
    return insertChallenge(tx, {
      id: randomUUID(),
      factorId: factor.id,
      ip: client.ip ?? "",
      now: ctx.clock.now(),
    });
  });
}

export function challengeExpiresAt(challenge: ChallengeRow): number {
  return Math.floor(challenge.created_at.getTime() / 1000) + CHALLENGE_LIFETIME_S;
}

/**
 * A correct code marks the challenge used, the factor verified and raises this session to aal2
 * with a new refresh token; the user's other sessions that are still aal1 are signed out.
 * Each code is accepted once: a step at or before the factor's last accepted step is refused.
 */
export async function verifyFactor(
  ctx: AuthContext,
  caller: Caller,
  input: { factorId: string; challengeId: string; code: string },
  client: ClientInfo,
): Promise<IssuedSession> {
  assertCanUseMfa(caller);
  const id = readFactorId(input.factorId);
  if (input.code === "") throw validationFailed("Code needs to be non-empty");
  const { session } = caller;
  if (!session) {
    throw new AuthError(
      403,
      "session_not_found",
      "Session from session_id claim in JWT does not exist",
    );
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const factor = await lockFactorOfUser(tx, caller.user.id, id);
    if (!factor) throw factorNotFound();
    const challenge = isUuid(input.challengeId)
      ? await lockChallenge(tx, factor.id, input.challengeId)
      : undefined;
    if (!challenge) {
      throw new AuthError(
        422,
        "mfa_factor_not_found",
        "MFA factor with the provided challenge ID not found",
      );
    }
    if (challenge.verified_at || challenge.ip_address !== (client.ip ?? "")) {
      throw new AuthError(
        422,
        "mfa_ip_address_mismatch",
        "Challenge and verify IP addresses mismatch. Try enrollment again.",
      );
    }
    if (now.getTime() / 1000 > challengeExpiresAt(challenge)) {
      await tx.query("delete from auth.mfa_challenges where id = $1", [challenge.id]);
      return { expired: challenge.id } as const;
    }
    // Recorded as wrong before the code is checked: 429, even for the right code, once full.
    const attempt = await beginLimitedAttempt(ctx, tx, [
      { key: `mfa-user:${caller.user.id}`, ...WRONG_CODES_PER_USER },
    ]);
    const step = matchTotpStep(factor.secret, input.code, now);
    if (
      step === undefined ||
      (factor.last_used_step !== null && step <= Number(factor.last_used_step))
    ) {
      await countWrongCode(tx, challenge.id, WRONG_CODES_PER_CHALLENGE);
      return { wrongCode: true } as const;
    }
    await deleteFailures(tx, attempt, null);
    await markChallengeVerified(tx, challenge.id, now);
    await markFactorUsed(tx, factor, step, now);
    await raiseSession(tx, session.id, factor.id, now);
    await upsertAmrClaim(tx, session.id, "totp", now);
    await deleteOtherLowAalSessions(tx, caller.user.id, session.id);
    await deleteRefreshTokensOfSession(tx, session.id);
    const refreshToken = randomToken();
    await insertRefreshToken(tx, {
      hash: sha256Hex(refreshToken),
      parentHash: null,
      userId: caller.user.id,
      sessionId: session.id,
      now,
    });
    const raised = await findSession(tx, session.id);
    return { session: await buildSessionResponse(ctx, tx, caller.user, raised!, refreshToken) };
  });
  if ("expired" in outcome) {
    throw new AuthError(
      422,
      "mfa_challenge_expired",
      `MFA challenge ${outcome.expired} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  if ("wrongCode" in outcome) {
    throw new AuthError(422, "mfa_verification_failed", "Invalid TOTP code entered");
  }
  return outcome.session;
}

export async function unenrollFactor(
  ctx: AuthContext,
  caller: Caller,
  factorId: string,
): Promise<string> {
  assertCanUseMfa(caller);
  const id = readFactorId(factorId);
  return ctx.db.transaction(async (tx) => {
    const factor = await lockFactorOfUser(tx, caller.user.id, id);
    if (!factor) throw factorNotFound();
    if (factor.status === "verified" && caller.session?.aal !== "aal2") {
      throw new AuthError(422, "insufficient_aal", "AAL2 required to unenroll verified factor");
    }
    // A platform administrator keeps two-factor sign-in (the admin area needs aal2): they may
    // swap authenticators but not remove the last one. An operator's remove-factors still can.
    if (factor.status === "verified" && caller.user.raw_app_meta_data.platform_admin === true) {
      const others = (await listFactorsOfUser(tx, caller.user.id)).filter(
        (other) => other.id !== factor.id && other.status === "verified",
      );
      if (others.length === 0) {
        throw new AuthError(
          422,
          "mfa_factor_required",
          "Platform administrators keep two-factor sign-in: add another authenticator first",
        );
      }
    }
    await deleteFactor(tx, factor.id, ctx.clock.now());
    return factor.id;
  });
}
