import type { Session } from "@supabase/supabase-js";
import type { RoleStorage } from "./pending-role";
import { isAppRole, type UserRole } from "@/lib/auth/roles";

/**
 * The roles a user held when this device last read them, kept in local storage under the user's
 * id. They only choose what a returning user's first paint shows and which code the head script
 * fetches (app/signed-in-start-script.ts); they never authorise anything: the server's RLS decides
 * every read and write, and the roles are read again in the background after each auth change.
 */
export const REMEMBERED_ROLES_PREFIX = "bhakti-setu.roles.";

const keyFor = (userId: string) => `${REMEMBERED_ROLES_PREFIX}${userId}`;

/** The remembered roles of `userId`, or null when none (or something unreadable) is stored. */
export function readRememberedRoles(
  storage: RoleStorage | null,
  userId: string,
): UserRole[] | null {
  try {
    return parseRoles(JSON.parse(storage?.getItem(keyFor(userId)) ?? "null"));
  } catch {
    return null;
  }
}

export function rememberRoles(
  storage: RoleStorage | null,
  userId: string,
  roles: readonly UserRole[],
): void {
  try {
    storage?.setItem(keyFor(userId), JSON.stringify(roles));
  } catch {
    // A full or blocked storage only costs the next visit its head start.
  }
}

/** Called when the user signs out or another user signs in on this device. */
export function forgetRememberedRoles(storage: RoleStorage | null, userId: string): void {
  try {
    storage?.removeItem(keyFor(userId));
  } catch {
    // Nothing to forget.
  }
}

/** supabase-js uses a stored session as it is while its access token has 90 s or more to live. */
export const SESSION_EXPIRY_MARGIN_MS = 90_000;

/**
 * The session supabase-js keeps under `sessionKey`, with the roles remembered for its user, when
 * supabase-js would use that session without asking the server (its access token has not
 * expired); otherwise null, and the caller waits for supabase-js and the roles request.
 */
export function readRememberedSignIn(
  storage: RoleStorage | null,
  sessionKey: string,
  now: number,
): { session: Session; roles: UserRole[] } | null {
  let session: Partial<Session> | null;
  try {
    session = JSON.parse(storage?.getItem(sessionKey) ?? "null") as Partial<Session> | null;
  } catch {
    return null;
  }
  if (
    typeof session?.access_token !== "string" ||
    typeof session.refresh_token !== "string" ||
    typeof session.expires_at !== "number" ||
    session.expires_at * 1000 - now < SESSION_EXPIRY_MARGIN_MS ||
    typeof session.user?.id !== "string"
  ) {
    return null;
  }
  const roles =
    readRememberedRoles(storage, session.user.id) ?? readRolesClaim(session.access_token);
  return roles ? { session: session as Session, roles } : null;
}

/**
 * The roles the access token was issued with (the `user_roles` claim the server's custom access
 * token hook adds), or null when it has none: a device that remembers nothing yet still knows the
 * user's screen at once. The head script (signed-in-start-script.ts) reads the claim the same way.
 */
export function readRolesClaim(accessToken: string): UserRole[] | null {
  try {
    const payload = accessToken.split(".")[1] ?? "";
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    const isClaimed = typeof claims === "object" && claims !== null && "user_roles" in claims;
    return isClaimed ? parseRoles(claims.user_roles) : null;
  } catch {
    return null;
  }
}

/** `value` as roles when it is a list of known roles, else null. */
function parseRoles(value: unknown): UserRole[] | null {
  if (!Array.isArray(value)) return null;
  const roles = value.flatMap((row: unknown) =>
    typeof row === "object" && row !== null && "role" in row && isAppRole(row.role)
      ? [{ role: row.role, is_primary: "is_primary" in row && row.is_primary === true }]
      : [],
  );
  return roles.length === value.length ? roles : null;
}
