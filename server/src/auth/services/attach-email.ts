import type { Queryable } from "../../db/database.ts";
import { hasIdentity, insertIdentity, mergeIdentityData } from "../repositories/identities.ts";
import { updateUser, type UserRow } from "../repositories/users.ts";

/**
 * Makes `email` the user's confirmed address: updates the e-mail identity, or creates it for a
 * user who had none (an anonymous user upgrading), who then stops being anonymous.
 */
export async function attachConfirmedEmail(
  tx: Queryable,
  user: UserRow,
  email: string,
  now: Date,
): Promise<UserRow> {
  if (await hasIdentity(tx, user.id, "email")) {
    await mergeIdentityData(tx, user.id, "email", { email, email_verified: true }, now);
  } else {
    await insertIdentity(tx, {
      providerId: user.id,
      userId: user.id,
      provider: "email",
      now,
      data: { sub: user.id, email, email_verified: true, phone_verified: false },
    });
  }
  const providers = (user.raw_app_meta_data.providers as string[] | undefined) ?? [];
  return updateUser(tx, user.id, now, {
    email,
    email_change: null,
    email_change_sent_at: null,
    email_change_confirm_status: 0,
    email_confirmed_at: now,
    is_anonymous: false,
    raw_app_meta_data: {
      ...user.raw_app_meta_data,
      provider: user.raw_app_meta_data.provider ?? "email",
      providers: providers.includes("email") ? providers : [...providers, "email"],
    },
  });
}
