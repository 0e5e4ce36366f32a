import type { RequestRole } from "./transaction-as-role.ts";

const API_ROLES = new Set(["anon", "authenticated", "service_role"]);

/**
 * The role a token's claims name (`anon` when they name none), with the claims as the database
 * sees them; any role but the API's is refused with the caller's protocol error from `refuse`.
 */
export function roleOfClaims(
  claims: Record<string, unknown>,
  refuse: (role: string) => Error,
): RequestRole {
  const role = typeof claims.role === "string" ? claims.role : "anon";
  if (!API_ROLES.has(role)) throw refuse(role);
  return { role: role as RequestRole["role"], claims: { ...claims, role } };
}
