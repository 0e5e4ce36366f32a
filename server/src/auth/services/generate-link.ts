import { alreadyRegistered, AuthError, validationFailed } from "../auth-errors.ts";
import type { AuthContext } from "../auth-context.ts";
import { findUserByEmail, updateUser, type UserRow } from "../repositories/users.ts";
import { createUserWithIdentity } from "./create-user.ts";
import { findOrCreateInvitee } from "./invite-user.ts";
import { type CodeSpec, createCode, verifyLink, type VerifyType } from "./one-time-codes.ts";
import { assertAcceptablePassword, hashPassword } from "./passwords.ts";
import { normalizeEmail, validateEmail } from "./email-address.ts";

export const LINK_TYPES = [
  "signup",
  "invite",
  "magiclink",
  "recovery",
  "email_change_current",
  "email_change_new",
] as const;
export type LinkType = (typeof LINK_TYPES)[number];

export interface GeneratedLink {
  user: UserRow;
  actionLink: string;
  emailOtp: string;
  hashedToken: string;
  verificationType: VerifyType;
  redirectTo: string;
}

/** POST /admin/generate_link: the link and code an e-mail would carry, without sending it. */
export async function generateLink(
  ctx: AuthContext,
  input: {
    type: LinkType;
    email: string;
    newEmail?: string;
    password?: string;
    data: Record<string, unknown>;
    redirectTo: string;
  },
): Promise<GeneratedLink> {
  const email = validateEmail(input.email);
  let user = await findUserByEmail(ctx.db, email);
  let spec: CodeSpec;
  let verificationType: VerifyType;
  switch (input.type) {
    case "signup":
      user ??= await createSignupUser(ctx, email, input.password, input.data);
      if (user.email_confirmed_at) {
        throw alreadyRegistered("email");
      }
      spec = { type: "confirmation_token", address: email, sentAt: "confirmation_sent_at" };
      verificationType = "signup";
      break;
    case "invite":
      user = await findOrCreateInvitee(ctx, email, input.data);
      spec = { type: "confirmation_token", address: email, sentAt: "confirmation_sent_at" };
      verificationType = "invite";
      break;
    case "magiclink":
    case "recovery":
      if (!user) throw new AuthError(404, "user_not_found", "User with this email not found");
      spec = { type: "recovery_token", address: email, sentAt: "recovery_sent_at" };
      verificationType = input.type;
      break;
    default: {
      if (!user) throw new AuthError(404, "user_not_found", "User with this email not found");
      const newEmail = normalizeEmail(input.newEmail ?? "");
      if (!newEmail) throw validationFailed("The new email address provided is invalid");
      if (await findUserByEmail(ctx.db, newEmail)) {
        throw alreadyRegistered("email");
      }
      user = await updateUser(ctx.db, user.id, ctx.clock.now(), { email_change: newEmail });
      spec =
        input.type === "email_change_current"
          ? { type: "email_change_token_current", address: email, sentAt: "email_change_sent_at" }
          : { type: "email_change_token_new", address: newEmail, sentAt: "email_change_sent_at" };
      verificationType = "email_change";
    }
  }
  const created = await createCode(ctx, user, spec);
  return {
    user: created.user,
    actionLink: verifyLink(ctx, created.hash, verificationType, input.redirectTo),
    emailOtp: created.code,
    hashedToken: created.hash,
    verificationType,
    redirectTo: input.redirectTo,
  };
}

async function createSignupUser(
  ctx: AuthContext,
  email: string,
  password: string | undefined,
  data: Record<string, unknown>,
): Promise<UserRow> {
  if (!password) throw validationFailed("Signup requires a valid password");
  assertAcceptablePassword(password, ctx.settings.passwordPolicy);
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction((tx) =>
    createUserWithIdentity(tx, ctx.clock.now(), { email, passwordHash, userMetadata: data }),
  );
}
