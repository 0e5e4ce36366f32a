import { randomUUID } from "node:crypto";
import type { Queryable } from "../../db/database.ts";
import { epochSeconds } from "../../lib/clock.ts";
import { randomToken, sha256Hex } from "../../lib/crypto.ts";
import { signJwt } from "../../lib/jwt.ts";
import type { AuthContext } from "../auth-context.ts";
import { listAmrClaims, upsertAmrClaim } from "../repositories/amr-claims.ts";
import { listIdentitiesOfUsers, touchIdentity } from "../repositories/identities.ts";
import { listFactorsOfUser } from "../repositories/mfa-factors.ts";
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

/**
 * A new session for `user`: session row, first refresh token, AMR entry, last sign-in time and a
 * signed access token. Call inside the sign-in's transaction.
 */
export async function issueSession(
  ctx: AuthContext,
  tx: Queryable,
  user: UserRow,
  method: AuthMethod,
  client: ClientInfo,
): Promise<IssuedSession> {
  const now = ctx.clock.now();
  const session = await insertSession(tx, {
    id: randomUUID(),
    userId: user.id,
    hmacKey: randomToken(32),
    userAgent: client.userAgent,
    ip: client.ip,
    now,
  });
  const refreshToken = randomToken();
  await insertRefreshToken(tx, {
    hash: sha256Hex(refreshToken),
    parentHash: null,
    userId: user.id,
    sessionId: session.id,
    now,
  });
  await upsertAmrClaim(tx, session.id, method, now);
  const signedIn = await updateUser(tx, user.id, now, { last_sign_in_at: now });
  const provider = user.email ? "email" : user.phone ? "phone" : undefined;
  if (provider) await touchIdentity(tx, user.id, provider, now);
  return buildSessionResponse(ctx, tx, signedIn, session, refreshToken);
}

/** The session response for an existing session and a refresh token of it. */
export async function buildSessionResponse(
  ctx: AuthContext,
  q: Queryable,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<IssuedSession> {
  const iat = epochSeconds(ctx.clock);
  const exp = iat + ctx.settings.jwtExp;
  const amr = await listAmrClaims(q, session.id);
  const accessToken = await signJwt(ctx.keys, {
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
    amr: amr.map((claim) => ({
      method: claim.authentication_method,
      timestamp: Math.floor(claim.created_at.getTime() / 1000),
    })),
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  });
  return {
    accessToken,
    refreshToken,
    expiresAt: exp,
    expiresIn: ctx.settings.jwtExp,
    user,
    identities: await listIdentitiesOfUsers(q, [user.id]),
    factors: await listFactorsOfUser(q, user.id),
  };
}
