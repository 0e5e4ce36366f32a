import type { Queryable } from "../../db/database.ts";
import { AuthError, validationFailed } from "../auth-errors.ts";
import type { AuthContext } from "../auth-context.ts";
import { mergeIdentityData } from "../repositories/identities.ts";
import {
  consumeOneTimeToken,
  countOneTimeTokens,
  deleteOneTimeTokens,
  findOneTimeTokens,
  type OneTimeTokenRow,
  type OneTimeTokenType,
} from "../repositories/one-time-tokens.ts";
import { findUserById, updateUser, type UserRow } from "../repositories/users.ts";
import type { IssuedSession } from "../serializers.ts";
import { attachConfirmedEmail } from "./attach-email.ts";
import { type ClientInfo, issueSession } from "./issue-session.ts";
import { hashCode } from "./one-time-codes.ts";
import { issueAuthCode } from "./pkce.ts";
import { normalizeEmail } from "./email-address.ts";
import { isBanned, normalizePhone } from "./user-status.ts";

const VERIFY_TYPES = {
  signup: ["confirmation_token"],
  invite: ["confirmation_token"],
  magiclink: ["recovery_token"],
  recovery: ["recovery_token"],
  email: ["confirmation_token", "recovery_token"],
  email_change: ["email_change_token_current", "email_change_token_new"],
  sms: ["confirmation_token"],
  phone_change: ["phone_change_token"],
} as const satisfies Record<string, readonly OneTimeTokenType[]>;

export type VerifyOtpType = keyof typeof VERIFY_TYPES;

export function isVerifyOtpType(type: string): type is VerifyOtpType {
  return Object.hasOwn(VERIFY_TYPES, type);
}

export interface VerifyInput {
  type: VerifyOtpType;
  token?: string;
  tokenHash?: string;
  email?: string;
  phone?: string;
}

export type VerifyResult =
  | { kind: "session"; session: IssuedSession }
  | { kind: "auth_code"; code: string }
  | { kind: "pending_email_change"; message: string };

const EMAIL_CHANGE_HALF_DONE =
  "Confirmation link accepted. Please proceed to confirm link sent to the other email";

/** POST/GET /verify: finds the one-time code, applies its effect once, and signs the user in. */
export async function verifyOtp(
  ctx: AuthContext,
  input: VerifyInput,
  client: ClientInfo,
  answer: "session" | "auth_code" = "session",
): Promise<VerifyResult> {
  const isLink = input.tokenHash !== undefined;
  const expired = new AuthError(
    403,
    "otp_expired",
    isLink ? "Email link is invalid or has expired" : "Token has expired or is invalid",
  );
  const address = input.tokenHash ? undefined : addressOf(input);
  const hash = input.tokenHash?.replace(/^pkce_/, "") ?? hashCode(address ?? "", input.token ?? "");
  const rows = (await findOneTimeTokens(ctx.db, hash, VERIFY_TYPES[input.type])).filter(
    (row) => address === undefined || row.relates_to === address,
  );
  const preferred = VERIFY_TYPES[input.type] as readonly string[];
  rows.sort((a, b) => preferred.indexOf(a.token_type) - preferred.indexOf(b.token_type));
  const token = rows[0];
  if (!token) throw expired;
  const isSms = token.token_type === "phone_change_token" || input.type === "sms";
  const lifetime = (isSms ? ctx.settings.smsOtpExpiry : ctx.settings.otpExpiry) * 1000;
  const now = ctx.clock.now();
  if (token.created_at.getTime() + lifetime < now.getTime()) throw expired;
  const user = await findUserById(ctx.db, token.user_id);
  if (!user) throw expired;
  if (isBanned(user, now)) throw new AuthError(403, "user_banned", "User is banned");
  return ctx.db.transaction(async (tx) => {
    if (!(await consumeOneTimeToken(tx, token.id))) throw expired;
    const applied = await applyToken(ctx, tx, user, token, now);
    if (!applied) return { kind: "pending_email_change", message: EMAIL_CHANGE_HALF_DONE };
    if (answer === "auth_code") {
      return { kind: "auth_code", code: await issueAuthCode(ctx, tx, applied.id) };
    }
    return { kind: "session", session: await issueSession(ctx, tx, applied, "otp", client) };
  });
}

function addressOf(input: VerifyInput): string {
  if (input.email) {
    const email = normalizeEmail(input.email);
    if (!email) throw validationFailed("Invalid email format", 422);
    return email;
  }
  const phone = normalizePhone(input.phone ?? "");
  if (!phone) throw validationFailed("Invalid phone number format (E.164 required)");
  return phone;
}

/** The token's effect; undefined while a secure e-mail change still awaits its other half. */
async function applyToken(
  ctx: AuthContext,
  tx: Queryable,
  user: UserRow,
  token: OneTimeTokenRow,
  now: Date,
): Promise<UserRow | undefined> {
  switch (token.token_type) {
    case "confirmation_token":
    case "recovery_token": {
      if (token.relates_to === user.phone) {
        return updateUser(tx, user.id, now, { phone_confirmed_at: user.phone_confirmed_at ?? now });
      }
      return confirmEmail(tx, user, now);
    }
    case "email_change_token_current":
    case "email_change_token_new": {
      const remaining = await countOneTimeTokens(tx, user.id, [
        "email_change_token_current",
        "email_change_token_new",
      ]);
      if (ctx.settings.isSecureEmailChange && remaining > 0) {
        await updateUser(tx, user.id, now, { email_change_confirm_status: 1 });
        return undefined;
      }
      await deleteOneTimeTokens(tx, user.id, [
        "email_change_token_current",
        "email_change_token_new",
      ]);
      return attachConfirmedEmail(tx, user, user.email_change ?? user.email ?? "", now);
    }
    default:
      await mergeIdentityData(
        tx,
        user.id,
        "phone",
        { phone: user.phone_change, phone_verified: true },
        now,
      );
      return updateUser(tx, user.id, now, {
        phone: user.phone_change,
        phone_change: null,
        phone_change_sent_at: null,
        phone_confirmed_at: now,
        is_anonymous: false,
      });
  }
}

async function confirmEmail(tx: Queryable, user: UserRow, now: Date): Promise<UserRow> {
  if (user.email_confirmed_at) return user;
  await mergeIdentityData(tx, user.id, "email", { email_verified: true }, now);
  return updateUser(tx, user.id, now, {
    email_confirmed_at: now,
    raw_user_meta_data: { ...user.raw_user_meta_data, email_verified: true },
  });
}
