import type { IdentityRow } from "./repositories/identities.ts";
import type { FactorRow } from "./repositories/mfa-factors.ts";
import type { UserRow } from "./repositories/users.ts";

/** A user as GoTrue serialises it (field order included); secrets never appear. */
export function serializeUser(
  user: UserRow,
  identities: IdentityRow[] | null,
  factors: FactorRow[] = [],
): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? "",
    ...time("email_confirmed_at", user.email_confirmed_at),
    ...time("invited_at", user.invited_at),
    phone: user.phone ?? "",
    ...time("phone_confirmed_at", user.phone_confirmed_at),
    ...time("confirmation_sent_at", user.confirmation_sent_at),
    ...time("confirmed_at", user.confirmed_at),
    ...time("recovery_sent_at", user.recovery_sent_at),
    ...(user.email_change ? { new_email: user.email_change } : {}),
    ...time("email_change_sent_at", user.email_change_sent_at),
    ...(user.phone_change ? { new_phone: user.phone_change } : {}),
    ...time("phone_change_sent_at", user.phone_change_sent_at),
    ...time("reauthentication_sent_at", user.reauthentication_sent_at),
    ...time("last_sign_in_at", user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    ...(factors.length > 0 ? { factors: factors.map(serializeFactor) } : {}),
    identities: identities?.map(serializeIdentity) ?? null,
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    ...time("banned_until", user.banned_until),
    ...time("deleted_at", user.deleted_at),
    is_anonymous: user.is_anonymous,
  };
}

function serializeIdentity(identity: IdentityRow): Record<string, unknown> {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: identity.last_sign_in_at?.toISOString() ?? null,
    created_at: identity.created_at.toISOString(),
    updated_at: identity.updated_at.toISOString(),
    ...(identity.email ? { email: identity.email } : {}),
  };
}

/** A factor as GoTrue serialises it; the secret never appears. */
export function serializeFactor(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
    status: factor.status,
    ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
    factor_type: factor.factor_type,
    last_challenged_at: factor.last_challenged_at?.toISOString() ?? null,
  };
}

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
  expiresIn: number;
  user: UserRow;
  identities: IdentityRow[];
  factors: FactorRow[];
  weakPassword?: { message: string; reasons: string[] };
}

/** GoTrue's AccessTokenResponse. */
export function serializeSession(session: IssuedSession): Record<string, unknown> {
  return {
    access_token: session.accessToken,
    token_type: "bearer",
    expires_in: session.expiresIn,
    expires_at: session.expiresAt,
    refresh_token: session.refreshToken,
    user: serializeUser(session.user, session.identities, session.factors),
    ...(session.weakPassword ? { weak_password: session.weakPassword } : {}),
  };
}

function time(name: string, value: Date | null): Record<string, string> {
  return value ? { [name]: value.toISOString() } : {};
}
