import { alreadyRegistered, AuthError, validationFailed } from "../auth-errors.ts";
import type { AuthContext } from "../auth-context.ts";
import { deleteOneTimeTokens, findOneTimeTokenOfUser } from "../repositories/one-time-tokens.ts";
import type { FactorRow } from "../repositories/mfa-factors.ts";
import type { SessionRow } from "../repositories/sessions.ts";
import { deleteSessionsOfUser } from "../repositories/sessions.ts";
import {
  findUserByEmail,
  findUserByPhone,
  updateUser,
  type UserRow,
} from "../repositories/users.ts";
import { assertSendInterval, hashCode, sendEmailCode, sendSmsCode } from "./one-time-codes.ts";
import { assertAcceptablePassword, hashPassword, verifyPassword } from "./passwords.ts";
import { isEqualSecret } from "../../lib/crypto.ts";
import { attachConfirmedEmail } from "./attach-email.ts";
import { listAmrClaims } from "../repositories/amr-claims.ts";
import { metadataChanges } from "./metadata.ts";
import { type PkceParams, startFlow } from "./pkce.ts";
import { validateEmail } from "./email-address.ts";
import { assertSmsChannel } from "./message-channel.ts";
import { normalizePhone } from "./user-status.ts";

export interface UserUpdate {
  email?: string;
  phone?: string;
  /** How the phone-change code is sent: absent or `sms`. */
  channel?: string;
  password?: string;
  nonce?: string;
  currentPassword?: string;
  data?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  redirectTo: string;
  pkce?: PkceParams;
}

const REAUTH_WINDOW_MS = 24 * 60 * 60 * 1000;
const EMAIL_LINK_METHODS = new Set(["otp", "magiclink", "recovery"]);

/** PUT /user: metadata, password (nonce when required), e-mail and phone changes. */
export async function updateCurrentUser(
  ctx: AuthContext,
  current: { user: UserRow; session: SessionRow | undefined; factors: FactorRow[] },
  input: UserUpdate,
): Promise<UserRow> {
  let { user } = current;
  const { settings } = ctx;
  const changesCredentials =
    input.email !== undefined || input.phone !== undefined || input.password !== undefined;
  const hasVerifiedFactor = current.factors.some((factor) => factor.status === "verified");
  if (changesCredentials && hasVerifiedFactor && current.session?.aal !== "aal2") {
    throw new AuthError(
      401,
      "insufficient_aal",
      "AAL2 session is required to update email or password when MFA is enabled.",
    );
  }
  if (input.appMetadata && user.role !== "admin") {
    throw new AuthError(403, "not_admin", "Updating app_metadata requires admin privileges");
  }
  const email = input.email ? validateEmail(input.email) : undefined;
  const phone = input.phone === undefined ? undefined : normalizePhone(input.phone);
  if (input.phone !== undefined && !phone)
    throw validationFailed("Invalid phone number format (E.164 required)");
  if (phone) assertSmsChannel(input.channel);
  if (input.password !== undefined) {
    if (user.is_anonymous && !user.email && !user.phone && !email && !phone) {
      throw new AuthError(
        422,
        "validation_failed",
        "Updating password of an anonymous user without an email or phone is not allowed",
      );
    }
    assertAcceptablePassword(input.password, settings.passwordPolicy);
    if (
      user.encrypted_password &&
      (await verifyPassword(user.encrypted_password, input.password)).isMatch
    ) {
      throw new AuthError(
        422,
        "same_password",
        "New password should be different from the old password.",
      );
    }
    const isRecent =
      current.session &&
      ctx.clock.now().getTime() - current.session.created_at.getTime() < REAUTH_WINDOW_MS;
    if (settings.isReauthRequired && !isRecent) await consumeNonce(ctx, user, input.nonce);
    if (settings.isCurrentPasswordRequired && !(await isEmailLinkSession(ctx, current.session))) {
      await assertCurrentPassword(user, input.currentPassword);
    }
    const passwordHash = await hashPassword(input.password);
    user = await ctx.db.transaction(async (tx) => {
      const updated = await updateUser(tx, user.id, ctx.clock.now(), {
        encrypted_password: passwordHash,
      });
      await deleteOneTimeTokens(tx, user.id);
      await deleteSessionsOfUser(tx, user.id, current.session?.id);
      return updated;
    });
  }
  if (input.data || input.appMetadata) {
    user = await updateUser(
      ctx.db,
      user.id,
      ctx.clock.now(),
      metadataChanges(user, input.data, input.appMetadata),
    );
  }
  if (email && email !== user.email) user = await changeEmail(ctx, user, email, input);
  if (phone && phone !== user.phone) user = await changePhone(ctx, user, phone);
  return user;
}

/** Sessions from an e-mailed code or link (recovery included) may set a password without the old one. */
async function isEmailLinkSession(
  ctx: AuthContext,
  session: SessionRow | undefined,
): Promise<boolean> {
  if (!session) return false;
  const claims = await listAmrClaims(ctx.db, session.id);
  return claims.some((claim) => EMAIL_LINK_METHODS.has(claim.authentication_method));
}

async function assertCurrentPassword(
  user: UserRow,
  currentPassword: string | undefined,
): Promise<void> {
  const message = "Current password required when setting new password.";
  if (!currentPassword) throw new AuthError(400, "current_password_required", message);
  const check = user.encrypted_password
    ? await verifyPassword(user.encrypted_password, currentPassword)
    : { isMatch: false };
  if (!check.isMatch) throw new AuthError(400, "current_password_invalid", message);
}

async function consumeNonce(
  ctx: AuthContext,
  user: UserRow,
  nonce: string | undefined,
): Promise<void> {
  if (!nonce)
    throw new AuthError(
      400,
      "reauthentication_needed",
      "Password update requires reauthentication",
    );
  const token = await findOneTimeTokenOfUser(ctx.db, user.id, "reauthentication_token");
  const address = user.email ?? user.phone ?? "";
  const isFresh =
    token &&
    ctx.clock.now().getTime() - token.created_at.getTime() <= ctx.settings.otpExpiry * 1000;
  if (!token || !isFresh || !isEqualSecret(token.token_hash, hashCode(address, nonce))) {
    throw new AuthError(422, "reauthentication_not_valid", "Requested nonce is invalid or expired");
  }
  await deleteOneTimeTokens(ctx.db, user.id, ["reauthentication_token"]);
}

async function changeEmail(
  ctx: AuthContext,
  user: UserRow,
  email: string,
  { redirectTo, pkce }: { redirectTo: string; pkce?: PkceParams },
): Promise<UserRow> {
  if (await findUserByEmail(ctx.db, email)) {
    throw alreadyRegistered("email");
  }
  assertSendInterval(ctx, user, "email_change_sent_at", "email");
  const now = ctx.clock.now();
  if (user.is_anonymous && ctx.settings.isEmailAutoconfirm) {
    return ctx.db.transaction((tx) => attachConfirmedEmail(tx, user, email, now));
  }
  let pending = await updateUser(ctx.db, user.id, now, {
    email_change: email,
    email_change_confirm_status: 0,
    email_change_sent_at: null,
  });
  if (pkce) await startFlow(ctx, user.id, pkce, "email_change");
  const spec = {
    isPkce: pkce !== undefined,
    kind: "email_change" as const,
    verifyType: "email_change" as const,
    redirectTo,
    newEmail: email,
    sentAt: "email_change_sent_at" as const,
  };
  if (ctx.settings.isSecureEmailChange && user.email) {
    pending = await sendEmailCode(ctx, pending, {
      ...spec,
      type: "email_change_token_current",
      address: user.email,
    });
    pending = await updateUser(ctx.db, user.id, now, { email_change_sent_at: null });
  }
  return sendEmailCode(ctx, pending, { ...spec, type: "email_change_token_new", address: email });
}

async function changePhone(ctx: AuthContext, user: UserRow, phone: string): Promise<UserRow> {
  if (await findUserByPhone(ctx.db, phone)) {
    throw alreadyRegistered("phone");
  }
  const now = ctx.clock.now();
  if (ctx.settings.isSmsAutoconfirm) {
    return updateUser(ctx.db, user.id, now, { phone, phone_confirmed_at: now });
  }
  const pending = await updateUser(ctx.db, user.id, now, { phone_change: phone });
  const sent = await sendSmsCode(ctx, pending, {
    type: "phone_change_token",
    address: phone,
    sentAt: "phone_change_sent_at",
  });
  return sent.user;
}
