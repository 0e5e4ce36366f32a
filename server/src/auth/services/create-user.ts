import { randomUUID } from "node:crypto";
import type { Queryable } from "../../db/database.ts";
import { readPostgresError } from "../../db/postgres-error.ts";
import { sendTogether } from "../../db/send-together.ts";
import { alreadyRegistered } from "../auth-errors.ts";
import { insertIdentity } from "../repositories/identities.ts";
import { insertUser, type UserChanges, type UserRow } from "../repositories/users.ts";

export interface NewUser {
  id?: string;
  email?: string;
  phone?: string;
  passwordHash?: string;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  isAnonymous?: boolean;
  isEmailConfirmed?: boolean;
  isPhoneConfirmed?: boolean;
  invitedAt?: Date;
  role?: string;
  aud?: string;
  bannedUntil?: Date | null;
}

/**
 * Inserts the user and its e-mail or phone identity (call inside a transaction, or in one
 * message with sendTogether). Duplicates become email_exists / phone_exists.
 */
export async function createUserWithIdentity(
  tx: Queryable,
  now: Date,
  input: NewUser,
): Promise<UserRow> {
  const id = input.id ?? randomUUID();
  const provider = input.email ? "email" : input.phone ? "phone" : undefined;
  const emailVerified = Boolean(input.email && input.isEmailConfirmed);
  const phoneVerified = Boolean(input.phone && input.isPhoneConfirmed);
  const changes: UserChanges = {
    email: input.email ?? null,
    phone: input.phone ?? null,
    encrypted_password: input.passwordHash ?? null,
    email_confirmed_at: emailVerified ? now : null,
    phone_confirmed_at: phoneVerified ? now : null,
    invited_at: input.invitedAt ?? null,
    is_anonymous: input.isAnonymous ?? false,
    raw_user_meta_data: emailVerified
      ? { ...input.userMetadata, email_verified: true }
      : input.userMetadata,
    raw_app_meta_data: provider
      ? { provider, providers: [provider], ...input.appMetadata }
      : { ...input.appMetadata },
    role: input.role,
    aud: input.aud,
    banned_until: input.bannedUntil ?? null,
  };
  try {
    // One message with the identity, or part of the caller's (sendTogether inside sendTogether).
    const [user] = await sendTogether(tx, (q) => [
      insertUser(q, id, now, changes),
      provider
        ? insertIdentity(q, {
            providerId: id,
            userId: id,
            provider,
            now,
            data: {
              ...input.userMetadata,
              sub: id,
              ...(input.email ? { email: input.email } : {}),
              ...(input.phone ? { phone: input.phone } : {}),
              email_verified: emailVerified,
              phone_verified: phoneVerified,
            },
          })
        : Promise.resolve(),
    ]);
    return user;
  } catch (error) {
    if (readPostgresError(error)?.code !== "23505") throw error;
    throw alreadyRegistered(input.email ? "email" : "phone");
  }
}
