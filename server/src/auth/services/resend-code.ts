import { AuthError, validationFailed } from "../auth-errors.ts";
import type { AuthContext } from "../auth-context.ts";
import { findUserByEmail, findUserByPendingPhone, findUserByPhone } from "../repositories/users.ts";
import { sendEmailCode, sendSmsCode } from "./one-time-codes.ts";
import { sendConfirmation } from "./sign-up-user.ts";
import { validateEmail } from "./email-address.ts";
import { normalizePhone } from "./user-status.ts";

export const RESEND_TYPES = ["signup", "email_change", "sms", "phone_change"] as const;
export type ResendType = (typeof RESEND_TYPES)[number];

/**
 * POST /resend: sends the pending confirmation again. Silent success when there is nothing
 * to resend (unknown address, already confirmed, no pending change), as GoTrue answers.
 */
export async function resendCode(
  ctx: AuthContext,
  input: { type: ResendType; email?: string; phone?: string; redirectTo: string },
): Promise<{ messageId?: string }> {
  if (input.email && input.phone)
    throw validationFailed("Only an email address or phone number should be provided.");
  if (!input.email && !input.phone) throw validationFailed("Missing email address or phone number");
  const isEmailType = input.type === "signup" || input.type === "email_change";
  if (isEmailType && !input.email)
    throw validationFailed(`Type provided requires an email address`);
  if (!isEmailType && !input.phone) throw validationFailed(`Type provided requires a phone number`);
  if (!isEmailType && !ctx.settings.isPhoneEnabled) {
    throw new AuthError(400, "phone_provider_disabled", "Phone logins are disabled");
  }
  if (isEmailType) {
    const email = validateEmail(input.email ?? "");
    const user = await findUserByEmail(ctx.db, email);
    if (!user) return {};
    if (input.type === "signup") {
      if (!user.email_confirmed_at) await sendConfirmation(ctx, user, input.redirectTo);
      return {};
    }
    if (user.email_change) {
      await sendEmailCode(ctx, user, {
        type: "email_change_token_new",
        address: user.email_change,
        sentAt: "email_change_sent_at",
        kind: "email_change",
        verifyType: "email_change",
        redirectTo: input.redirectTo,
        newEmail: user.email_change,
      });
    }
    return {};
  }
  const phone = normalizePhone(input.phone ?? "");
  if (!phone) throw validationFailed("Invalid phone number format (E.164 required)");
  if (input.type === "sms") {
    const user = await findUserByPhone(ctx.db, phone);
    if (!user || user.phone_confirmed_at) return {};
    const sent = await sendSmsCode(ctx, user, {
      type: "confirmation_token",
      address: phone,
      sentAt: "confirmation_sent_at",
    });
    return { messageId: sent.messageId };
  }
  const user = await findUserByPendingPhone(ctx.db, phone);
  if (!user) return {};
  const sent = await sendSmsCode(ctx, user, {
    type: "phone_change_token",
    address: phone,
    sentAt: "phone_change_sent_at",
  });
  return { messageId: sent.messageId };
}
