import { AuthError, validationFailed } from "../auth-errors.ts";
import type { AuthContext } from "../auth-context.ts";
import { findUserByEmail, findUserByPhone, updateUser } from "../repositories/users.ts";
import type { IssuedSession } from "../serializers.ts";
import { type ClientInfo, issueSession } from "./issue-session.ts";
import { beginPasswordAttempt } from "./password-attempts.ts";
import {
  hashPassword,
  checkPasswordStrength,
  verifyDummyPassword,
  verifyPassword,
} from "./passwords.ts";
import { normalizeEmail } from "./email-address.ts";
import { isBanned, normalizePhone } from "./user-status.ts";

function invalidCredentials(): AuthError {
  return new AuthError(400, "invalid_credentials", "Invalid login credentials");
}

/**
 * POST /token?grant_type=password. Unknown user, no password and wrong password look alike,
 * and all count as failures towards the sign-in limits.
 */
export async function signInWithPassword(
  ctx: AuthContext,
  input: { email?: string; phone?: string; password: string },
  client: ClientInfo,
): Promise<IssuedSession> {
  if (input.email && input.phone) {
    throw validationFailed("Only an email address or phone number should be provided on login.");
  }
  if (!input.email && !input.phone) throw validationFailed("missing email or phone");
  if (input.phone && !ctx.settings.isPhoneEnabled) {
    throw new AuthError(422, "phone_provider_disabled", "Phone logins are disabled");
  }
  const email = input.email ? normalizeEmail(input.email) : undefined;
  const phone = input.phone ? normalizePhone(input.phone) : undefined;
  const address = email ?? phone ?? (input.email ?? input.phone ?? "").toLowerCase();
  const attempt = await beginPasswordAttempt(ctx, address, client.ip ?? "unknown");
  const user = email
    ? await findUserByEmail(ctx.db, email)
    : phone
      ? await findUserByPhone(ctx.db, phone)
      : undefined;
  if (!user?.encrypted_password || user.deleted_at) {
    await verifyDummyPassword(input.password);
    throw invalidCredentials();
  }
  const check = await verifyPassword(user.encrypted_password, input.password);
  if (!check.isMatch) throw invalidCredentials();
  await attempt.succeed();
  if (isBanned(user, ctx.clock.now())) throw new AuthError(400, "user_banned", "User is banned");
  if (email && !user.email_confirmed_at) {
    throw new AuthError(400, "email_not_confirmed", "Email not confirmed");
  }
  if (!email && !user.phone_confirmed_at) {
    throw new AuthError(400, "phone_not_confirmed", "Phone not confirmed");
  }
  const upgradedHash = check.needsRehash ? await hashPassword(input.password) : undefined;
  const session = await ctx.db.transaction(async (tx) => {
    const current = upgradedHash
      ? await updateUser(tx, user.id, ctx.clock.now(), { encrypted_password: upgradedHash })
      : user;
    return issueSession(ctx, tx, current, "password", client);
  });
  const weak = checkPasswordStrength(input.password, ctx.settings.passwordPolicy);
  return weak ? { ...session, weakPassword: weak } : session;
}
