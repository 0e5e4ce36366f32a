import { roleOfClaims } from "../db/role-of-claims.ts";
import type { RequestRole } from "../db/transaction-as-role.ts";
import { InvalidJwtError, type JwtVerifier } from "../lib/jwt.ts";

/** A token a channel cannot use; its message goes to the client as the join's reason. */
export class TokenError extends Error {}

/** The role and claims of a user's access token, and when it expires (epoch ms). */
export async function roleOfToken(
  jwt: JwtVerifier,
  token: string,
): Promise<{ as: RequestRole; expiresAt?: number }> {
  let claims;
  try {
    claims = await jwt.verify(token);
  } catch (error) {
    if (!(error instanceof InvalidJwtError)) throw error;
    throw new TokenError(
      error.isExpired ? "InvalidJWTToken: Token has expired" : "InvalidJWTToken: Invalid token",
    );
  }
  return {
    as: roleOfApiClaims(claims),
    expiresAt: typeof claims.exp === "number" ? claims.exp * 1000 : undefined,
  };
}

/** The database role a token's claims name; only the API roles may be taken. */
export function roleOfApiClaims(claims: Record<string, unknown>): RequestRole {
  return roleOfClaims(
    claims,
    (role) => new TokenError(`InvalidJWTToken: role ${role} is not allowed`),
  );
}
