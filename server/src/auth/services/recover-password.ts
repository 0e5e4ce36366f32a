import { validationFailed } from "../auth-errors.ts";
import type { AuthContext } from "../auth-context.ts";
import { findUserByEmail, type UserRow } from "../repositories/users.ts";
import { sendEmailCode } from "./one-time-codes.ts";
import { type PkceParams, startFlow } from "./pkce.ts";
import { validateEmail } from "./email-address.ts";

/** POST /recover: a recovery link for a known address; the same silent success for unknown ones. */
export async function sendPasswordRecovery(
  ctx: AuthContext,
  input: { email: string; redirectTo: string; pkce?: PkceParams },
): Promise<void> {
  if (!input.email) throw validationFailed("Password recovery requires an email");
  const email = validateEmail(input.email);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  await sendRecoveryToken(ctx, user, email, { ...input, link: "recovery" });
}

/**
 * E-mails the user's recovery token, which GoTrue uses for both a password-reset link and a
 * magic link; with PKCE the flow is remembered first and the link answers with an auth code.
 */
export async function sendRecoveryToken(
  ctx: AuthContext,
  user: UserRow,
  email: string,
  input: { link: "recovery" | "magiclink"; redirectTo: string; pkce?: PkceParams },
): Promise<void> {
  if (input.pkce) await startFlow(ctx, user.id, input.pkce, input.link);
  await sendEmailCode(ctx, user, {
    isPkce: input.pkce !== undefined,
    type: "recovery_token",
    address: email,
    sentAt: "recovery_sent_at",
    kind: input.link === "recovery" ? "recovery" : "magic_link",
    verifyType: input.link,
    redirectTo: input.redirectTo,
  });
}
