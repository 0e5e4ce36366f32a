import type { Queryable } from "../../db/database.ts";
import { sendTogether } from "../../db/send-together.ts";
import { AuthError, validationFailed } from "../auth-errors.ts";
import type { AuthContext } from "../auth-context.ts";
import {
  findUserByEmail,
  findUserByPhone,
  updateUser,
  type UserRow,
} from "../repositories/users.ts";
import type { IssuedSession } from "../serializers.ts";
import { type ClientInfo, issueSession } from "./issue-session.ts";
import { beginPasswordAttempt, findTrustedDevice } from "./password-attempts.ts";
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
 * and all count as failures towards the sign-in limits; `cookies` may vouch for the device.
 */
export async function signInWithPassword(
  ctx: AuthContext,
  input: { email?: string; phone?: string; password: string },
  client: ClientInfo,
  cookies: Readonly<Record<string, string>>,
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
  const device = await findTrustedDevice(ctx, cookies, address);
  // The attempt and the account in one message; the attempt commits before the password is checked.
  const [attempt, user] = await sendTogether(ctx.db, (q) => [
    beginPasswordAttempt(ctx, q, address, client.ip ?? "unknown", device),
    email
      ? findUserByEmail(q, email)
      : phone
        ? findUserByPhone(q, phone)
        : Promise.resolve(undefined),
  ]);
  if (!user?.encrypted_password || user.deleted_at) {
    await verifyDummyPassword(input.password);
    throw invalidCredentials();
  }
  const check = await verifyPassword(user.encrypted_password, input.password);
  if (!check.isMatch) throw invalidCredentials();
  const refusal = refusalFor(user, Boolean(email), ctx.clock.now());
  if (refusal) {
    await attempt.succeed(ctx.db);
    throw refusal;
  }
  // Forgetting the failures goes in the session's message, and commits with it.
  const forgetFailures = (q: Queryable) => [attempt.succeed(q)];
  const upgradedHash = check.needsRehash ? await hashPassword(input.password) : undefined;
  const session = upgradedHash
    ? await ctx.db.transaction(async (tx) => {
        const current = await updateUser(tx, user.id, ctx.clock.now(), {
          encrypted_password: upgradedHash,
        });
        return issueSession(ctx, tx, current, "password", client, forgetFailures);
      })
    : await issueSession(ctx, ctx.db, user, "password", client, forgetFailures);
  const weak = checkPasswordStrength(input.password, ctx.settings.passwordPolicy);
  return weak ? { ...session, weakPassword: weak } : session;
}

/** Why an account whose password was right may still not sign in, if it may not. */
function refusalFor(user: UserRow, byEmail: boolean, now: Date): AuthError | undefined {
  if (isBanned(user, now)) return new AuthError(400, "user_banned", "User is banned");
  if (byEmail && !user.email_confirmed_at) {
    return new AuthError(400, "email_not_confirmed", "Email not confirmed");
  }
  if (!byEmail && !user.phone_confirmed_at) {
    return new AuthError(400, "phone_not_confirmed", "Phone not confirmed");
  }
  return undefined;
}
