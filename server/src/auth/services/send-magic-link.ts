import { randomToken } from "../../lib/crypto.ts";
import { AuthError, validationFailed } from "../auth-errors.ts";
import type { AuthContext } from "../auth-context.ts";
import {
  findUserByEmail,
  findUserByPhone,
  updateUser,
  type UserRow,
} from "../repositories/users.ts";
import { createUserWithIdentity } from "./create-user.ts";
import { sendSmsCode } from "./one-time-codes.ts";
import { hashPassword } from "./passwords.ts";
import type { PkceParams } from "./pkce.ts";
import { sendRecoveryToken } from "./recover-password.ts";
import { sendConfirmation } from "./sign-up-user.ts";
import { validateEmail } from "./email-address.ts";
import { assertSmsChannel } from "./message-channel.ts";
import { normalizePhone } from "./user-status.ts";

export interface OtpInput {
  email?: string;
  phone?: string;
  /** How a phone code is sent: absent or `sms`. */
  channel?: string;
  createUser: boolean;
  data: Record<string, unknown>;
  redirectTo: string;
  pkce?: PkceParams;
}

/**
 * POST /otp: a magic link (with its code) by e-mail, or a code by SMS. Unknown addresses are
 * signed up first unless `create_user` is false.
 */
export async function sendOneTimeSignIn(
  ctx: AuthContext,
  input: OtpInput,
): Promise<{ messageId?: string }> {
  if (input.email && input.phone) {
    throw validationFailed("Only an email address or phone number should be provided");
  }
  if (input.email && input.channel) {
    throw validationFailed("Channel should only be specified with Phone OTP");
  }
  if (!input.email && !input.phone) throw validationFailed("One of email or phone must be set");
  if (input.phone) return { messageId: await sendPhoneCode(ctx, input) };
  const email = validateEmail(input.email ?? "");
  let user = await findUserByEmail(ctx.db, email);
  if (!user) {
    user = await createOtpUser(ctx, input, { email });
    if (ctx.settings.isEmailAutoconfirm) {
      const now = ctx.clock.now();
      user = await updateUser(ctx.db, user.id, now, {
        email_confirmed_at: now,
        raw_user_meta_data: { ...user.raw_user_meta_data, email_verified: true },
      });
    }
  }
  if (!user.email_confirmed_at) {
    await sendConfirmation(ctx, user, input.redirectTo, input.pkce);
    return {};
  }
  await sendRecoveryToken(ctx, user, email, { ...input, link: "magiclink" });
  return {};
}

async function sendPhoneCode(ctx: AuthContext, input: OtpInput): Promise<string | undefined> {
  if (!ctx.settings.isPhoneEnabled) {
    throw new AuthError(422, "phone_provider_disabled", "Unsupported phone provider");
  }
  const phone = normalizePhone(input.phone ?? "");
  if (!phone) throw validationFailed("Invalid phone number format (E.164 required)");
  assertSmsChannel(input.channel);
  const user =
    (await findUserByPhone(ctx.db, phone)) ?? (await createOtpUser(ctx, input, { phone }));
  const sent = await sendSmsCode(ctx, user, {
    type: "confirmation_token",
    address: phone,
    sentAt: "confirmation_sent_at",
  });
  return sent.messageId;
}

async function createOtpUser(
  ctx: AuthContext,
  input: OtpInput,
  address: { email?: string; phone?: string },
): Promise<UserRow> {
  if (!input.createUser) throw new AuthError(422, "otp_disabled", "Signups not allowed for otp");
  if (ctx.settings.isSignupDisabled) {
    throw new AuthError(422, "signup_disabled", "Signups not allowed for this instance");
  }
  // Like GoTrue, OTP users get a random password nobody knows.
  const passwordHash = await hashPassword(randomToken(32));
  return ctx.db.transaction((tx) =>
    createUserWithIdentity(tx, ctx.clock.now(), {
      ...address,
      passwordHash,
      userMetadata: input.data,
    }),
  );
}
