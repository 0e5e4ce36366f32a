import type { Factor, Session } from "@supabase/supabase-js";

/** The `aal` claim of an access token ("aal1" after a password, "aal2" after a code), read locally. */
export function readAssuranceLevel(accessToken: string): string | null {
  const payload = accessToken.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const bytes = Uint8Array.from(
      atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")),
      (char) => char.charCodeAt(0),
    );
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const aal = (claims as { aal?: unknown } | null)?.aal;
    return typeof aal === "string" ? aal : null;
  } catch {
    return null;
  }
}

/** The user's authenticator-app factor that has been confirmed with a code, if any. */
export function findVerifiedFactor(factors: readonly Factor[] | undefined): Factor | null {
  return (
    factors?.find((factor) => factor.factor_type === "totp" && factor.status === "verified") ?? null
  );
}

/**
 * Whether this session still owes its second step: signed in with the password only (aal1) by
 * a user who has turned two-factor sign-in on. Decided from the session alone, with no request.
 */
export function needsSecondFactor(session: Session | null): boolean {
  if (!session) return false;
  return (
    findVerifiedFactor(session.user.factors) !== null &&
    readAssuranceLevel(session.access_token) === "aal1"
  );
}
