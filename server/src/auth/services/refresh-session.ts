import { hmacSha256Base64Url, sha256Hex } from "../../lib/crypto.ts";
import type { Queryable } from "../../db/database.ts";
import { sendTogether } from "../../db/send-together.ts";
import { AuthError, validationFailed } from "../auth-errors.ts";
import type { AuthContext } from "../auth-context.ts";
import {
  findOwnerOfRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  lockRefreshToken,
  revokeRefreshToken,
} from "../repositories/refresh-tokens.ts";
import { deleteSession, markSessionRefreshed, type SessionRow } from "../repositories/sessions.ts";
import type { UserRow } from "../repositories/users.ts";
import type { IssuedSession } from "../serializers.ts";
import { type ClientInfo, sessionDetails, signSession } from "./issue-session.ts";
import { isBanned } from "./user-status.ts";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;
const MAX_CHAIN = 1000;

/**
 * Each child token is derived from its parent with the session's secret key, so a parent reused
 * inside the reuse interval can be answered with the very child already issued (two concurrent
 * refreshes get one child), while only hashes are stored.
 */
function deriveChild(session: SessionRow, parent: string): string {
  return hmacSha256Base64Url(session.refresh_token_hmac_key, parent).slice(0, 32);
}

type Outcome = { session: IssuedSession } | { reused: true };

/** POST /token?grant_type=refresh_token: rotates the token, GoTrue's reuse rules included. */
export async function refreshSession(
  ctx: AuthContext,
  refreshToken: string,
  client: ClientInfo,
): Promise<IssuedSession> {
  if (!TOKEN_SHAPE.test(refreshToken)) throw validationFailed("Refresh token is not valid");
  const outcome = await ctx.db.transaction((tx) => rotate(ctx, tx, refreshToken, client));
  if ("reused" in outcome) {
    throw new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
  }
  return outcome.session;
}

async function rotate(
  ctx: AuthContext,
  tx: Queryable,
  token: string,
  client: ClientInfo,
): Promise<Outcome> {
  // The token's lock first, then its user and session: one message.
  const tokenHash = sha256Hex(token);
  const [row, user, session] = await sendTogether(tx, (q) => [
    lockRefreshToken(q, tokenHash),
    findOwnerOfRefreshToken<UserRow>(q, "user", tokenHash),
    findOwnerOfRefreshToken<SessionRow>(q, "session", tokenHash),
  ]);
  if (!row || !user) {
    throw new AuthError(
      400,
      "refresh_token_not_found",
      "Invalid Refresh Token: Refresh Token Not Found",
    );
  }
  const now = ctx.clock.now();
  if (isBanned(user, now)) {
    throw new AuthError(400, "user_banned", "Invalid Refresh Token: User Banned");
  }
  if (!session) {
    throw new AuthError(400, "session_not_found", "Invalid Refresh Token: No Valid Session Found");
  }
  assertSessionValid(ctx, session, now);
  let current: string;
  if (row.revoked_at) {
    const age = (now.getTime() - row.revoked_at.getTime()) / 1000;
    const active =
      age <= ctx.settings.refreshReuseInterval && (await findActiveDescendant(tx, session, token));
    if (!active) {
      // Reuse outside the interval: the token family is compromised, so the session goes.
      await deleteSession(tx, session.id);
      return { reused: true };
    }
    current = active;
  } else {
    current = deriveChild(session, token);
  }
  const isRotating = !row.revoked_at;
  const [, , , amr, identities, factors] = await sendTogether(tx, (q) => [
    isRotating ? revokeRefreshToken(q, row.id, now) : Promise.resolve(),
    isRotating
      ? insertRefreshToken(q, {
          hash: sha256Hex(current),
          parentHash: row.token_hash,
          userId: user.id,
          sessionId: session.id,
          now,
        })
      : Promise.resolve(),
    markSessionRefreshed(q, session.id, { ...client, now }),
    ...sessionDetails(q, user, session.id),
  ]);
  return {
    session: await signSession(ctx, tx, user, session, current, {
      amr,
      identities,
      factors,
      method: "token_refresh",
    }),
  };
}

async function findActiveDescendant(
  tx: Queryable,
  session: SessionRow,
  token: string,
): Promise<string | undefined> {
  let candidate = token;
  for (let depth = 0; depth < MAX_CHAIN; depth += 1) {
    candidate = deriveChild(session, candidate);
    const row = await findRefreshToken(tx, sha256Hex(candidate));
    if (!row) return undefined;
    if (!row.revoked_at) return candidate;
  }
  return undefined;
}

function assertSessionValid(ctx: AuthContext, session: SessionRow, now: Date): void {
  const { sessionTimebox, sessionInactivityTimeout } = ctx.settings;
  const nowMs = now.getTime();
  if (session.not_after && session.not_after.getTime() <= nowMs) {
    throw new AuthError(400, "session_expired", "Invalid Refresh Token: Session Expired");
  }
  if (sessionTimebox > 0 && session.created_at.getTime() + sessionTimebox * 1000 <= nowMs) {
    throw new AuthError(400, "session_expired", "Invalid Refresh Token: Session Expired");
  }
  const lastActive = session.refreshed_at ?? session.created_at;
  if (
    sessionInactivityTimeout > 0 &&
    lastActive.getTime() + sessionInactivityTimeout * 1000 <= nowMs
  ) {
    throw new AuthError(
      400,
      "session_expired",
      "Invalid Refresh Token: Session Expired (Inactivity)",
    );
  }
}
