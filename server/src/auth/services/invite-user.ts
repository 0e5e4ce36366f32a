import { alreadyRegistered } from "../auth-errors.ts";
import type { AuthContext } from "../auth-context.ts";
import { findUserByEmail, type UserRow } from "../repositories/users.ts";
import { createUserWithIdentity } from "./create-user.ts";
import { sendEmailCode } from "./one-time-codes.ts";
import { validateEmail } from "./email-address.ts";

/**
 * The invited user (created, or an existing unconfirmed one); a confirmed address is
 * email_exists. Shared by POST /invite and generate_link type invite.
 */
export async function findOrCreateInvitee(
  ctx: AuthContext,
  rawEmail: string,
  data: Record<string, unknown>,
): Promise<UserRow> {
  const email = validateEmail(rawEmail);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing?.email_confirmed_at) {
    throw alreadyRegistered("email");
  }
  if (existing) return existing;
  const now = ctx.clock.now();
  return ctx.db.transaction((tx) =>
    createUserWithIdentity(tx, now, { email, userMetadata: data, invitedAt: now }),
  );
}

/** POST /invite: creates the user and e-mails an invitation link (verify type invite). */
export async function inviteUser(
  ctx: AuthContext,
  input: { email: string; data: Record<string, unknown>; redirectTo: string },
): Promise<UserRow> {
  const user = await findOrCreateInvitee(ctx, input.email, input.data);
  return sendEmailCode(ctx, user, {
    type: "confirmation_token",
    address: user.email ?? "",
    sentAt: "confirmation_sent_at",
    kind: "invite",
    verifyType: "invite",
    redirectTo: input.redirectTo,
  });
}
