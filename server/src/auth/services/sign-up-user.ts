import { randomUUID } from "node:crypto";
import { sendTogether } from "../../db/send-together.ts";
import { AuthError, validationFailed } from "../auth-errors.ts";
import type { AuthContext } from "../auth-context.ts";
import { listIdentitiesOfUsers } from "../repositories/identities.ts";
import { findUserByEmail, findUserByPhone, type UserRow } from "../repositories/users.ts";
import type { IssuedSession } from "../serializers.ts";
import { createUserWithIdentity, type NewUser } from "./create-user.ts";
import { type AuthMethod, type ClientInfo, issueSession } from "./issue-session.ts";
import { sendEmailCode, sendSmsCode } from "./one-time-codes.ts";
import { type PkceParams, startFlow } from "./pkce.ts";
import { assertSmsChannel } from "./message-channel.ts";
import { assertAcceptablePassword, hashPassword } from "./passwords.ts";
import { validateEmail } from "./email-address.ts";
import { normalizePhone } from "./user-status.ts";

export interface SignUpInput {
  email?: string;
  phone?: string;
  /** How a phone confirmation code is sent: absent or `sms`. */
  channel?: string;
  password?: string;
  data: Record<string, unknown>;
  redirectTo: string;
  pkce?: PkceParams;
}

export type SignUpResult =
  | { kind: "session"; session: IssuedSession }
  | { kind: "user"; user: UserRow; identities: Awaited<ReturnType<typeof listIdentitiesOfUsers>> };

/** Anonymous sign-in: a user with no e-mail, phone or identity, and a session. */
export async function signInAnonymously(
  ctx: AuthContext,
  data: Record<string, unknown>,
  client: ClientInfo,
): Promise<IssuedSession> {
  if (!ctx.settings.isAnonymousEnabled) {
    throw new AuthError(422, "anonymous_provider_disabled", "Anonymous sign-ins are disabled");
  }
  if (ctx.settings.isSignupDisabled) throw signupDisabled();
  return createUserWithSession(ctx, { userMetadata: data, isAnonymous: true }, "anonymous", client);
}

/**
 * A new user, its identity and its first session: one message, one transaction (a duplicate
 * address rolls it all back as email_exists or phone_exists).
 */
async function createUserWithSession(
  ctx: AuthContext,
  input: NewUser,
  method: AuthMethod,
  client: ClientInfo,
): Promise<IssuedSession> {
  const id = randomUUID();
  const user = { id, email: input.email ?? null, phone: input.phone ?? null };
  const [, session] = await sendTogether(ctx.db, (q) => [
    createUserWithIdentity(q, ctx.clock.now(), { ...input, id }),
    issueSession(ctx, q, user, method, client, undefined, ctx.db),
  ]);
  return session;
}

function signupDisabled(): AuthError {
  return new AuthError(422, "signup_disabled", "Signups not allowed for this instance");
}

/** POST /signup with an e-mail or phone and a password, following GoTrue's decision tree. */
export async function signUpUser(
  ctx: AuthContext,
  input: SignUpInput,
  client: ClientInfo,
): Promise<SignUpResult> {
  const { settings } = ctx;
  if (settings.isSignupDisabled) throw signupDisabled();
  if (!input.password) throw validationFailed("Signup requires a valid password");
  assertAcceptablePassword(input.password, settings.passwordPolicy);
  if (input.email && input.phone) {
    throw validationFailed("Only an email address or phone number should be provided on signup.");
  }
  const isPhone = !input.email;
  if (isPhone) assertSmsChannel(input.channel);
  if (isPhone && input.pkce) throw validationFailed("PKCE not supported for phone signups");
  if (isPhone && !settings.isPhoneEnabled) {
    throw new AuthError(400, "phone_provider_disabled", "Phone signups are disabled");
  }
  const email = input.email ? validateEmail(input.email) : undefined;
  const phone = input.phone === undefined ? undefined : normalizePhone(input.phone);
  if (isPhone && !phone) throw validationFailed("Invalid phone number format (E.164 required)");
  const isAutoconfirm = isPhone ? settings.isSmsAutoconfirm : settings.isEmailAutoconfirm;

  const existing = email
    ? await findUserByEmail(ctx.db, email)
    : await findUserByPhone(ctx.db, phone as string);
  if (existing && (isPhone ? existing.phone_confirmed_at : existing.email_confirmed_at)) {
    if (settings.isEmailAutoconfirm || settings.isSmsAutoconfirm) {
      throw new AuthError(422, "user_already_exists", "User already registered");
    }
    return {
      kind: "user",
      user: obfuscatedUser(existing, input.data, ctx.clock.now()),
      identities: [],
    };
  }
  if (existing) {
    const resent = await sendConfirmation(ctx, existing, input.redirectTo, input.pkce);
    return {
      kind: "user",
      user: resent,
      identities: await listIdentitiesOfUsers(ctx.db, [resent.id]),
    };
  }
  const passwordHash = await hashPassword(input.password);
  if (isAutoconfirm) {
    const session = await createUserWithSession(
      ctx,
      {
        email,
        phone,
        passwordHash,
        userMetadata: input.data,
        isEmailConfirmed: !isPhone,
        isPhoneConfirmed: isPhone,
      },
      "password",
      client,
    );
    return { kind: "session", session };
  }
  const created = await ctx.db.transaction((tx) =>
    createUserWithIdentity(tx, ctx.clock.now(), {
      email,
      phone,
      passwordHash,
      userMetadata: input.data,
    }),
  );
  const user = await sendConfirmation(ctx, created, input.redirectTo, input.pkce);
  return { kind: "user", user, identities: await listIdentitiesOfUsers(ctx.db, [user.id]) };
}

/** Sends the sign-up confirmation by e-mail, or by SMS for phone-only users. */
export async function sendConfirmation(
  ctx: AuthContext,
  user: UserRow,
  redirectTo: string,
  pkce?: PkceParams,
): Promise<UserRow> {
  if (user.email) {
    if (pkce) await startFlow(ctx, user.id, pkce, "email/signup");
    return sendEmailCode(ctx, user, {
      isPkce: pkce !== undefined,
      type: "confirmation_token",
      address: user.email,
      sentAt: "confirmation_sent_at",
      kind: "confirmation",
      verifyType: "signup",
      redirectTo,
    });
  }
  const sent = await sendSmsCode(ctx, user, {
    type: "confirmation_token",
    address: user.phone ?? "",
    sentAt: "confirmation_sent_at",
  });
  return sent.user;
}

/** GoTrue's anti-enumeration answer for an already confirmed address: a user that does not exist. */
function obfuscatedUser(existing: UserRow, data: Record<string, unknown>, now: Date): UserRow {
  return {
    ...existing,
    id: randomUUID(),
    role: "",
    email_confirmed_at: null,
    phone_confirmed_at: null,
    confirmed_at: null,
    last_sign_in_at: null,
    invited_at: null,
    recovery_sent_at: null,
    email_change: null,
    email_change_sent_at: null,
    phone_change: null,
    phone_change_sent_at: null,
    reauthentication_sent_at: null,
    banned_until: null,
    confirmation_sent_at: now,
    raw_user_meta_data: data,
    created_at: now,
    updated_at: now,
  };
}
