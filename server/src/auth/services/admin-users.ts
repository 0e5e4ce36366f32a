import { readPostgresError } from "../../db/postgres-error.ts";
import { randomToken } from "../../lib/crypto.ts";
import { AuthError, validationFailed } from "../auth-errors.ts";
import type { AuthContext } from "../auth-context.ts";
import {
  listIdentitiesOfUsers,
  mergeIdentityData,
  type IdentityRow,
} from "../repositories/identities.ts";
import { deleteSessionsOfUser } from "../repositories/sessions.ts";
import {
  deleteUser,
  findUserById,
  listUsers,
  updateUser,
  type UserChanges,
  type UserRow,
} from "../repositories/users.ts";
import { readBanUntil } from "./ban-duration.ts";
import { createUserWithIdentity } from "./create-user.ts";
import { metadataChanges } from "./metadata.ts";
import { assertAcceptablePassword, hashPassword } from "./passwords.ts";
import { validateEmail } from "./email-address.ts";
import { normalizePhone } from "./user-status.ts";

export interface AdminUserInput {
  id?: string;
  email?: string;
  phone?: string;
  password?: string;
  passwordHash?: string;
  emailConfirm?: boolean;
  phoneConfirm?: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  role?: string;
  banDuration?: string;
}

export interface UserWithIdentities {
  user: UserRow;
  identities: IdentityRow[];
}

function readAddresses(input: AdminUserInput): { email?: string; phone?: string } {
  const email = input.email ? validateEmail(input.email) : undefined;
  const phone = input.phone ? normalizePhone(input.phone) : undefined;
  if (input.phone && !phone) throw validationFailed("Invalid phone number format (E.164 required)");
  return { email, phone };
}

function readPasswordHash(input: AdminUserInput): Promise<string> | string | undefined {
  if (input.password && input.passwordHash) {
    throw validationFailed("Only a password or a password hash should be provided");
  }
  if (input.passwordHash) {
    if (!/^(\$2[aby]\$|\$argon2)/.test(input.passwordHash))
      throw validationFailed("Invalid password hash format");
    return input.passwordHash;
  }
  return input.password ? hashPassword(input.password) : undefined;
}

export async function withIdentities(ctx: AuthContext, user: UserRow): Promise<UserWithIdentities> {
  return { user, identities: await listIdentitiesOfUsers(ctx.db, [user.id]) };
}

/** POST /admin/users: no e-mail is sent and the password policy is not applied, as in GoTrue. */
export async function createUserAsAdmin(
  ctx: AuthContext,
  input: AdminUserInput,
): Promise<UserWithIdentities> {
  const { email, phone } = readAddresses(input);
  if (!email && !phone)
    throw validationFailed("Cannot create a user without either an email or phone");
  if (input.password && Buffer.byteLength(input.password) > 72) {
    throw validationFailed("Password cannot be longer than 72 characters");
  }
  const passwordHash = (await readPasswordHash(input)) ?? (await hashPassword(randomToken(32)));
  const now = ctx.clock.now();
  const bannedUntil = input.banDuration ? readBanUntil(input.banDuration, now) : null;
  const user = await ctx.db.transaction((tx) =>
    createUserWithIdentity(tx, now, {
      id: input.id,
      email,
      phone,
      passwordHash,
      userMetadata: input.userMetadata ?? {},
      appMetadata: input.appMetadata,
      isEmailConfirmed: input.emailConfirm,
      isPhoneConfirmed: input.phoneConfirm,
      role: input.role,
      bannedUntil,
    }),
  );
  return withIdentities(ctx, user);
}

export async function findUserAsAdmin(ctx: AuthContext, id: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw new AuthError(404, "user_not_found", "User not found");
  return user;
}

/** PUT /admin/users/{id}: a password change ends every session of the user. */
export async function updateUserAsAdmin(
  ctx: AuthContext,
  id: string,
  input: AdminUserInput,
): Promise<UserWithIdentities> {
  const user = await findUserAsAdmin(ctx, id);
  const { email, phone } = readAddresses(input);
  if (input.password) assertAcceptablePassword(input.password, ctx.settings.passwordPolicy);
  const passwordHash = await readPasswordHash(input);
  const now = ctx.clock.now();
  const changes: UserChanges = {
    encrypted_password: passwordHash,
    role: input.role,
    ...metadataChanges(user, input.userMetadata, input.appMetadata),
    banned_until: input.banDuration ? readBanUntil(input.banDuration, now) : undefined,
    email,
    phone,
  };
  if (input.emailConfirm === true && !user.email_confirmed_at) changes.email_confirmed_at = now;
  if (input.phoneConfirm === true && !user.phone_confirmed_at) changes.phone_confirmed_at = now;
  const updated = await ctx.db
    .transaction(async (tx) => {
      const row = await updateUser(tx, id, now, changes);
      if (email)
        await mergeIdentityData(
          tx,
          id,
          "email",
          { email, email_verified: Boolean(row.email_confirmed_at) },
          now,
        );
      if (passwordHash) await deleteSessionsOfUser(tx, id);
      return row;
    })
    .catch((error: unknown) => {
      if (readPostgresError(error)?.code === "23505") {
        throw new AuthError(
          422,
          email ? "email_exists" : "phone_exists",
          "A user with this email address has already been registered",
        );
      }
      throw new AuthError(500, "unexpected_failure", "Error updating user", { cause: error });
    });
  return withIdentities(ctx, updated);
}

/** DELETE /admin/users/{id}: hard delete cascades; soft delete ends sessions and frees the address. */
export async function deleteUserAsAdmin(
  ctx: AuthContext,
  id: string,
  isSoft: boolean,
): Promise<void> {
  await findUserAsAdmin(ctx, id);
  if (!isSoft) return deleteUser(ctx.db, id);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, id, now, {
      deleted_at: now,
      email: null,
      phone: null,
      encrypted_password: null,
    });
    await deleteSessionsOfUser(tx, id);
  });
}

export async function listUsersAsAdmin(
  ctx: AuthContext,
  page: { page: number; perPage: number; filter: string; isAscending: boolean },
): Promise<{ users: UserWithIdentities[]; total: number }> {
  const { users, total } = await listUsers(ctx.db, {
    offset: (page.page - 1) * page.perPage,
    limit: page.perPage,
    filter: page.filter,
    isAscending: page.isAscending,
  });
  const identities = await listIdentitiesOfUsers(
    ctx.db,
    users.map((user) => user.id),
  );
  return {
    users: users.map((user) => ({
      user,
      identities: identities.filter((identity) => identity.user_id === user.id),
    })),
    total,
  };
}
