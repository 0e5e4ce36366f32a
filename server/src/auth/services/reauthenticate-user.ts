import { AuthError, validationFailed } from "../auth-errors.ts";
import type { AuthContext } from "../auth-context.ts";
import type { UserRow } from "../repositories/users.ts";
import { sendEmailCode, sendSmsCode } from "./one-time-codes.ts";

/** GET /reauthenticate: a nonce by e-mail (or SMS for phone-only users) for PUT /user. */
export async function sendReauthenticationNonce(ctx: AuthContext, user: UserRow): Promise<void> {
  if (!user.email && !user.phone) {
    throw validationFailed("Reauthentication requires the user to have an email or a phone number");
  }
  if (user.email) {
    if (!user.email_confirmed_at) {
      throw new AuthError(422, "email_not_confirmed", "Please verify your email first.");
    }
    await sendEmailCode(ctx, user, {
      type: "reauthentication_token",
      address: user.email,
      sentAt: "reauthentication_sent_at",
      kind: "reauthentication",
      verifyType: "email",
      redirectTo: ctx.settings.siteUrl,
    });
    return;
  }
  if (!user.phone_confirmed_at) {
    throw new AuthError(422, "phone_not_confirmed", "Please verify your phone first.");
  }
  await sendSmsCode(ctx, user, {
    type: "reauthentication_token",
    address: user.phone ?? "",
    sentAt: "reauthentication_sent_at",
  });
}
