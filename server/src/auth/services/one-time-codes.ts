import { mailLocaleOf } from "../../messaging/mail-locale.ts";
import { randomDigits, sha224Hex } from "../../lib/crypto.ts";
import { AuthError } from "../auth-errors.ts";
import type { AuthContext } from "../auth-context.ts";
import type { MailKind } from "../messaging/templates.ts";
import { renderMail, renderSms } from "../messaging/templates.ts";
import { type OneTimeTokenType, saveOneTimeToken } from "../repositories/one-time-tokens.ts";
import { updateUser, type UserRow } from "../repositories/users.ts";
import { SmsSendError } from "../messaging/sms-sender.ts";

export type SentAtColumn =
  | "confirmation_sent_at"
  | "recovery_sent_at"
  | "email_change_sent_at"
  | "phone_change_sent_at"
  | "reauthentication_sent_at";

export type VerifyType = "signup" | "invite" | "magiclink" | "recovery" | "email_change" | "email";

export interface CodeSpec {
  type: OneTimeTokenType;
  /** The e-mail address or phone number the code is bound to (and sent to). */
  address: string;
  sentAt: SentAtColumn;
}

export interface CreatedCode {
  user: UserRow;
  code: string;
  /** hex(SHA-224(address + code)): stored, and the `token` of e-mailed links. */
  hash: string;
}

/** GoTrue's token hash: the typed code and the link token both map to it. */
export function hashCode(address: string, code: string): string {
  return sha224Hex(address + code);
}

/** Stores a fresh 6-digit code for the user (replacing an older one) and stamps `*_sent_at`. */
export function createCode(ctx: AuthContext, user: UserRow, spec: CodeSpec): Promise<CreatedCode> {
  const code = randomDigits(6);
  const hash = hashCode(spec.address, code);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await saveOneTimeToken(tx, {
      userId: user.id,
      type: spec.type,
      hash,
      relatesTo: spec.address,
      now,
    });
    const updated = await updateUser(tx, user.id, now, { [spec.sentAt]: now });
    return { user: updated, code, hash };
  });
}

/** 429 while the previous code of this kind is younger than the send interval (per address). */
export function assertSendInterval(
  ctx: AuthContext,
  user: UserRow,
  column: SentAtColumn,
  kind: "email" | "sms",
): void {
  const sentAt = user[column];
  if (!sentAt) return;
  const elapsed = (ctx.clock.now().getTime() - sentAt.getTime()) / 1000;
  const wait = Math.ceil(ctx.settings.sendInterval - elapsed);
  if (wait > 0) {
    throw new AuthError(
      429,
      kind === "email" ? "over_email_send_rate_limit" : "over_sms_send_rate_limit",
      `For security purposes, you can only request this after ${wait} seconds.`,
    );
  }
}

export function verifyLink(
  ctx: AuthContext,
  hash: string,
  type: VerifyType,
  redirectTo: string,
): string {
  const query = new URLSearchParams({ token: hash, type, redirect_to: redirectTo });
  return `${ctx.settings.externalUrl}/verify?${query.toString()}`;
}

/** Creates a code and e-mails it as a link and as a typed code; interval and quota apply. */
export async function sendEmailCode(
  ctx: AuthContext,
  user: UserRow,
  spec: CodeSpec & {
    kind: MailKind;
    verifyType: VerifyType;
    redirectTo: string;
    newEmail?: string;
    /** The link carries `pkce_` so GET /verify answers with an auth code instead of tokens. */
    isPkce?: boolean;
  },
): Promise<UserRow> {
  assertSendInterval(ctx, user, spec.sentAt, "email");
  if (!(await ctx.limits.consume("email_sent", "instance"))) {
    throw new AuthError(429, "over_email_send_rate_limit", "email rate limit exceeded");
  }
  const created = await createCode(ctx, user, spec);
  const link =
    spec.kind === "reauthentication"
      ? undefined
      : verifyLink(
          ctx,
          spec.isPkce ? `pkce_${created.hash}` : created.hash,
          spec.verifyType,
          spec.redirectTo,
        );
  const content = renderMail(
    spec.kind,
    { code: created.code, link, newEmail: spec.newEmail },
    mailLocaleOf(created.user.raw_user_meta_data),
  );
  await ctx.mail.send({ to: spec.address, kind: spec.kind, ...content });
  return created.user;
}

/** Creates a code and texts it; interval and quota apply. Returns the provider's message id. */
export async function sendSmsCode(
  ctx: AuthContext,
  user: UserRow,
  spec: CodeSpec,
): Promise<{ user: UserRow; messageId: string | undefined }> {
  assertSendInterval(ctx, user, spec.sentAt, "sms");
  if (!(await ctx.limits.consume("sms_sent", "instance"))) {
    throw new AuthError(429, "over_sms_send_rate_limit", "SMS rate limit exceeded");
  }
  const created = await createCode(ctx, user, spec);
  try {
    const messageId = await ctx.sms.send({
      to: spec.address,
      kind: spec.type,
      text: renderSms(created.code, mailLocaleOf(created.user.raw_user_meta_data)),
    });
    return { user: created.user, messageId };
  } catch (error) {
    if (error instanceof SmsSendError) {
      throw new AuthError(
        422,
        "sms_send_failed",
        `Error sending sms OTP to provider: ${error.message}`,
        { cause: error },
      );
    }
    throw error;
  }
}
