import { randomUUID } from "node:crypto";
import type { Queryable } from "../../db/database.ts";
import { sendTogether } from "../../db/send-together.ts";
import { epochSeconds } from "../../lib/clock.ts";
import { randomToken, sha256Hex } from "../../lib/crypto.ts";
import { signJwt } from "../../lib/jwt.ts";
import type { AuthContext } from "../auth-context.ts";
import { AuthError } from "../auth-errors.ts";
import { type AmrClaimRow, listAmrClaims, upsertAmrClaim } from "../repositories/amr-claims.ts";
import {
  type IdentityRow,
  listIdentitiesOfUsers,
  touchIdentity,
} from "../repositories/identities.ts";
import { type FactorRow, listFactorsOfUser } from "../repositories/mfa-factors.ts";
import { insertRefreshToken } from "../repositories/refresh-tokens.ts";
import { insertSession, type SessionRow } from "../repositories/sessions.ts";
import { type UserRow, updateUser } from "../repositories/users.ts";
import type { IssuedSession } from "../serializers.ts";

/** Who is calling, recorded on the session. */
export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

export type AuthMethod =
  | "password"
  | "otp"
  | "magiclink"
  | "recovery"
  | "invite"
  | "email/signup"
  | "email_change"
  | "anonymous"
  | "oauth";

/** What an access token is signed for, as Supabase Auth tells the custom access token hook. */
export type TokenMethod = AuthMethod | "token_refresh" | "mfa/totp";

/**
 * A new session for `user`: session row, first refresh token, AMR entry, last sign-in time and a
 * signed access token. Its statements, and any `alongside` sends (one statement each, before its
 * first await), go as one message: on a transaction they are part of it, on the database itself
 * they are one transaction of their own. It sends them before its first await, so it can itself
 * join a caller's message (sendTogether), after the statements that create `user`; such a caller
 * names in `after` where the access token hook may query once that message is sent.
 */
export async function issueSession(
  ctx: AuthContext,
  tx: Queryable,
  user: Pick<UserRow, "id" | "email" | "phone">,
  method: AuthMethod,
  client: ClientInfo,
  alongside: (q: Queryable) => readonly Promise<unknown>[] = () => [],
  after: Queryable = tx,
): Promise<IssuedSession> {
  const now = ctx.clock.now();
  const sessionId = randomUUID();
  const refreshToken = randomToken();
  const provider = user.email ? "email" : user.phone ? "phone" : undefined;
  const [session, , , signedIn, , identities, factors] = await sendTogether(tx, (q) => [
    insertSession(q, {
      id: sessionId,
      userId: user.id,
      hmacKey: randomToken(32),
      userAgent: client.userAgent,
      ip: client.ip,
      now,
    }),
    insertRefreshToken(q, {
      hash: sha256Hex(refreshToken),
      parentHash: null,
      userId: user.id,
      sessionId,
      now,
    }),
    upsertAmrClaim(q, sessionId, method, now),
    updateUser(q, user.id, now, { last_sign_in_at: now }),
    provider ? touchIdentity(q, user.id, provider, now) : Promise.resolve(),
    listIdentitiesOfUsers(q, [user.id]),
    listFactorsOfUser(q, user.id),
    ...alongside(q),
  ]);
  // A new session's only AMR entry is the one written above: no need to read it back.
  const amr = [{ authentication_method: method, created_at: now }];
  return signSession(ctx, after, signedIn, session, refreshToken, {
    amr,
    identities,
    factors,
    method,
  });
}

/** The session response for an existing session and a refresh token of it. */
export async function buildSessionResponse(
  ctx: AuthContext,
  q: Queryable,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<IssuedSession> {
  const [amr, identities, factors] = await sendTogether(q, (together) =>
    sessionDetails(together, user, session.id),
  );
  return signSession(ctx, q, user, session, refreshToken, {
    amr,
    identities,
    factors,
    method: "mfa/totp",
  });
}

/** What a session response reads besides the user: its AMR entries, identities and factors. */
export function sessionDetails(q: Queryable, user: UserRow, sessionId: string) {
  return [
    listAmrClaims(q, sessionId),
    listIdentitiesOfUsers(q, [user.id]),
    listFactorsOfUser(q, user.id),
  ] as const;
}

/**
 * The session response: the access token signed with `details`' AMR entries, its claims first
 * passed through the custom access token hook when one is set (as Supabase Auth calls it).
 */
export async function signSession(
  ctx: AuthContext,
  q: Queryable,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
  details: {
    amr: AmrClaimRow[];
    identities: IdentityRow[];
    factors: FactorRow[];
    method: TokenMethod;
  },
): Promise<IssuedSession> {
  const iat = epochSeconds(ctx.clock);
  const exp = iat + ctx.settings.jwtExp;
  const claims = {
    iss: ctx.settings.externalUrl,
    sub: user.id,
    aud: user.aud,
    exp,
    iat,
    email: user.email ?? "",
    phone: user.phone ?? "",
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: user.role,
    aal: session.aal,
    amr: details.amr.map((claim) => ({
      method: claim.authentication_method,
      timestamp: Math.floor(claim.created_at.getTime() / 1000),
    })),
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  };
  const hook = ctx.settings.customAccessTokenHook;
  const accessToken = await signJwt(
    ctx.keys,
    hook ? await runAccessTokenHook(q, hook, user.id, claims, details.method) : claims,
  );
  return {
    accessToken,
    refreshToken,
    expiresAt: exp,
    expiresIn: ctx.settings.jwtExp,
    user,
    identities: details.identities,
    factors: details.factors,
  };
}

/**
 * Calls the custom access token hook with Supabase Auth's event (`user_id`, `claims`,
 * `authentication_method`). Its answer is `{claims}`, or `{error: {http_code, message}}` to refuse
 * the token; the claims a session needs cannot be taken away or changed.
 */
async function runAccessTokenHook(
  q: Queryable,
  hook: string,
  userId: string,
  claims: Record<string, unknown>,
  method: TokenMethod,
): Promise<Record<string, unknown>> {
  const event = { user_id: userId, claims, authentication_method: method };
  const { rows } = await q.query<{ answer: unknown }>(`select ${hook}($1::jsonb) as answer`, [
    JSON.stringify(event),
  ]);
  const answer = rows[0]?.answer as { claims?: unknown; error?: unknown } | null | undefined;
  const refusal = answer?.error as { http_code?: unknown; message?: unknown } | undefined;
  if (refusal) {
    const status = Number.isInteger(refusal.http_code) ? Number(refusal.http_code) : 500;
    const message = typeof refusal.message === "string" ? refusal.message : "Token refused";
    throw new AuthError(
      status >= 400 && status < 600 ? status : 500,
      "unexpected_failure",
      message,
    );
  }
  const edited = answer?.claims;
  const isValid =
    typeof edited === "object" &&
    edited !== null &&
    REQUIRED_CLAIMS.every((name) => (edited as Record<string, unknown>)[name] === claims[name]);
  if (!isValid) {
    throw new AuthError(
      500,
      "unexpected_failure",
      "The custom access token hook's output is invalid",
    );
  }
  return edited as Record<string, unknown>;
}

/** Claims the hook must give back as they were: who the token is for and what it allows. */
const REQUIRED_CLAIMS = [
  "iss",
  "sub",
  "aud",
  "exp",
  "iat",
  "role",
  "aal",
  "session_id",
  "is_anonymous",
];
