import { validationFailed } from "../auth-errors.ts";
import type { AuthContext } from "../auth-context.ts";
import { findUserByEmail } from "../repositories/users.ts";
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
  if (input.pkce) await startFlow(ctx, user.id, input.pkce, "recovery");
  await sendEmailCode(ctx, user, {
    isPkce: input.pkce !== undefined,
    type: "recovery_token",
    address: email,
    sentAt: "recovery_sent_at",
    kind: "recovery",
    verifyType: "recovery",
    redirectTo: input.redirectTo,
  });
}
