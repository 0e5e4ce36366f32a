import type { JWTPayload } from "jose";
import { InvalidJwtError } from "../../lib/jwt.ts";
import { AuthError } from "../auth-errors.ts";
import type { AuthContext } from "../auth-context.ts";
import { findAuthenticatedUser } from "../repositories/authenticated-users.ts";
import type { IdentityRow } from "../repositories/identities.ts";
import type { FactorRow } from "../repositories/mfa-factors.ts";
import { findSession, type SessionRow } from "../repositories/sessions.ts";
import type { UserRow } from "../repositories/users.ts";
import { isBanned } from "./user-status.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ADMIN_ROLES = new Set(["service_role", "supabase_admin"]);

export interface Authenticated {
  claims: JWTPayload;
  user: UserRow;
  session: SessionRow | undefined;
  identities: IdentityRow[];
  factors: FactorRow[];
}

/** The Bearer token of an Authorization header, or no_authorization (401). */
export function readBearerToken(header: string | undefined): string {
  const match = header?.match(/^bearer\s+(\S+)$/i);
  if (!match?.[1]) {
    throw new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  }
  return match[1];
}

async function verifyClaims(ctx: AuthContext, token: string): Promise<JWTPayload> {
  try {
    return await ctx.jwt.verify(token);
  } catch (error) {
    const reason = error instanceof InvalidJwtError ? error.message : "invalid token";
    throw new AuthError(
      403,
      "bad_jwt",
      `invalid JWT: unable to parse or verify signature, ${reason === "token is expired" ? "token has invalid claims: token is expired" : reason}`,
      { cause: error },
    );
  }
}

/** GoTrue's requireAuthentication: signature, expiry, the user, the session row, the ban. */
export async function authenticateUser(ctx: AuthContext, token: string): Promise<Authenticated> {
  const claims = await verifyClaims(ctx, token);
  if (typeof claims.sub !== "string" || claims.sub === "") {
    throw new AuthError(403, "bad_jwt", "invalid claim: missing sub claim");
  }
  if (!UUID.test(claims.sub))
    throw new AuthError(400, "bad_jwt", "invalid claim: sub claim must be a UUID");
  const sessionId =
    typeof claims.session_id === "string" && UUID.test(claims.session_id)
      ? claims.session_id
      : undefined;
  const found = await findAuthenticatedUser(ctx.db, claims.sub, sessionId);
  if (!found)
    throw new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
  const { user, session, identities, factors } = found;
  if (sessionId && !session) {
    throw new AuthError(
      403,
      "session_not_found",
      "Session from session_id claim in JWT does not exist",
    );
  }
  if (isBanned(user, ctx.clock.now())) throw new AuthError(403, "user_banned", "User is banned");
  return { claims, user, session, identities, factors };
}

/** GoTrue's requireAdminCredentials: a verified JWT whose role is an admin role. */
export async function authenticateAdmin(ctx: AuthContext, token: string): Promise<JWTPayload> {
  const claims = await verifyClaims(ctx, token);
  if (typeof claims.role !== "string" || !ADMIN_ROLES.has(claims.role)) {
    throw new AuthError(403, "not_admin", "User not allowed");
  }
  if (typeof claims.session_id === "string" && UUID.test(claims.session_id)) {
    if (!(await findSession(ctx.db, claims.session_id))) {
      throw new AuthError(403, "session_expired", "Session is no longer valid");
    }
  }
  return claims;
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
