import { randomUUID } from "node:crypto";
import type { Queryable } from "../../db/database.ts";
import type { AuthContext } from "../auth-context.ts";
import { AuthError } from "../auth-errors.ts";
import {
  findIdentityByProviderId,
  insertIdentity,
  listIdentitiesByEmail,
  listIdentitiesOfUsers,
  replaceIdentityData,
} from "../repositories/identities.ts";
import {
  findUserByEmail,
  findUserById,
  insertUser,
  type UserChanges,
  type UserRow,
  updateUser,
} from "../repositories/users.ts";
import type { ProviderProfile } from "./openid-client.ts";
import { isBanned } from "./user-status.ts";

/** The identity data GoTrue keeps for an OpenID provider; also merged into user_metadata. */
function identityDataOf(profile: ProviderProfile): Record<string, unknown> {
  const data = {
    iss: profile.issuer,
    sub: profile.subject,
    name: profile.name,
    picture: profile.picture,
    email: profile.email,
    email_verified: profile.isEmailVerified,
    phone_verified: false,
    full_name: profile.name,
    avatar_url: profile.picture,
    provider_id: profile.subject,
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

/**
 * The user an external sign-in is for, as GoTrue's automatic linking decides (call inside a
 * transaction): the user of this provider identity; else the one account holding the verified
 * e-mail, which gains the identity; else a new user. Unlike GoTrue, an unverified e-mail never
 * links, even with e-mail autoconfirm on, so nobody reaches an account through an address they
 * have not proven.
 */
export async function findOrCreateExternalUser(
  ctx: AuthContext,
  tx: Queryable,
  provider: string,
  profile: ProviderProfile,
): Promise<UserRow> {
  const now = ctx.clock.now();
  const data = identityDataOf(profile);
  const known = await findIdentityByProviderId(tx, provider, profile.subject);
  let user: UserRow;
  if (known) {
    await replaceIdentityData(tx, known.id, data, now);
    const owner = await findUserById(tx, known.user_id);
    if (!owner) throw new AuthError(404, "user_not_found", "User not found");
    user = await updateUser(tx, owner.id, now, {
      raw_user_meta_data: { ...owner.raw_user_meta_data, ...data },
    });
  } else {
    const linked =
      profile.email && profile.isEmailVerified
        ? await findAccountByEmail(tx, profile.email)
        : undefined;
    user = linked
      ? await linkIdentity(tx, linked, provider, data, now)
      : await createExternalUser(ctx, tx, provider, profile, data);
  }
  if (isBanned(user, now)) throw new AuthError(403, "user_banned", "User is banned");
  return user;
}

/** The one account whose identities or user row hold `email` in GoTrue's default linking domain. */
async function findAccountByEmail(tx: Queryable, email: string): Promise<UserRow | undefined> {
  const owners = new Set((await listIdentitiesByEmail(tx, email)).map((row) => row.user_id));
  if (owners.size > 1) {
    throw new AuthError(
      500,
      "unexpected_failure",
      "Multiple accounts with the same email address in the same linking domain detected: default",
    );
  }
  const [owner] = owners;
  return owner ? findUserById(tx, owner) : findUserByEmail(tx, email);
}

async function linkIdentity(
  tx: Queryable,
  user: UserRow,
  provider: string,
  data: Record<string, unknown>,
  now: Date,
): Promise<UserRow> {
  await insertIdentity(tx, {
    providerId: data.sub as string,
    userId: user.id,
    provider,
    data,
    now,
  });
  const changes: UserChanges = { raw_app_meta_data: await withProviders(tx, user) };
  if (!user.email_confirmed_at) {
    // Whoever signed up with this address never proved it; the provider just did. A password
    // set by that someone must not stay as a second way in (pre-account takeover).
    changes.encrypted_password = null;
    changes.email_confirmed_at = now;
  }
  return updateUser(tx, user.id, now, changes);
}

/** app_metadata with `providers` listing every identity's provider, oldest first. */
async function withProviders(tx: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  const identities = await listIdentitiesOfUsers(tx, [user.id]);
  const providers = [...new Set(identities.map((identity) => identity.provider))];
  return { ...user.raw_app_meta_data, providers };
}

async function createExternalUser(
  ctx: AuthContext,
  tx: Queryable,
  provider: string,
  profile: ProviderProfile,
  data: Record<string, unknown>,
): Promise<UserRow> {
  const { isSignupDisabled, isEmailAutoconfirm } = ctx.settings;
  if (isSignupDisabled) {
    throw new AuthError(422, "signup_disabled", "Signups not allowed for this instance");
  }
  if (!profile.isEmailVerified && !isEmailAutoconfirm) {
    throw new AuthError(
      422,
      "provider_email_needs_verification",
      `Unverified email with ${provider}. Verify the email with ${provider} in order to sign in`,
    );
  }
  // An unverified address someone else already holds is left off the new account, as GoTrue does.
  const isEmailFree = Boolean(profile.email) && !(await findUserByEmail(tx, profile.email ?? ""));
  const now = ctx.clock.now();
  const id = randomUUID();
  const user = await insertUser(tx, id, now, {
    email: isEmailFree ? profile.email : null,
    email_confirmed_at: isEmailFree ? now : null,
    raw_user_meta_data: data,
    raw_app_meta_data: { provider, providers: [provider] },
  });
  await insertIdentity(tx, { providerId: profile.subject, userId: id, provider, data, now });
  return user;
}
