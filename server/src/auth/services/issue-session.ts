import { randomUUID } from "node:crypto";
import type { Queryable } from "../../db/database.ts";
import { sendTogether } from "../../db/send-together.ts";
import { epochSeconds } from "../../lib/clock.ts";
import { randomToken, sha256Hex } from "../../lib/crypto.ts";
import { signJwt } from "../../lib/jwt.ts";
import type { AuthContext } from "../auth-context.ts";
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

/**
 * A new session for `user`: session row, first refresh token, AMR entry, last sign-in time and a
 * signed access token. Its statements, and any `alongside` sends (one statement each, before its
 * first await), go as one message: on a transaction they are part of it, on the database itself
 * they are one transaction of their own. It sends them before its first await, so it can itself
 * join a caller's message (sendTogether), after the statements that create `user`.
 */
export async function issueSession(
  ctx: AuthContext,
  tx: Queryable,
  user: Pick<UserRow, "id" | "email" | "phone">,
  method: AuthMethod,
  client: ClientInfo,
  alongside: (q: Queryable) => readonly Promise<unknown>[] = () => [],
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
  return signSession(ctx, signedIn, session, refreshToken, { amr, identities, factors });
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
  return signSession(ctx, user, session, refreshToken, { amr, identities, factors });
}

/** What a session response reads besides the user: its AMR entries, identities and factors. */
export function sessionDetails(q: Queryable, user: UserRow, sessionId: string) {
  return [
    listAmrClaims(q, sessionId),
    listIdentitiesOfUsers(q, [user.id]),
    listFactorsOfUser(q, user.id),
  ] as const;
}

/** The session response: the access token signed with `details`' AMR entries. */
export async function signSession(
  ctx: AuthContext,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
  details: { amr: AmrClaimRow[]; identities: IdentityRow[]; factors: FactorRow[] },
): Promise<IssuedSession> {
  const iat = epochSeconds(ctx.clock);
  const exp = iat + ctx.settings.jwtExp;
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
    amr: details.amr.map((claim) => ({
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
    identities: details.identities,
    factors: details.factors,
  };
}
