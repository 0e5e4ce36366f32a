import type { Queryable } from "../../db/database.ts";
import { type MailLocale, USER_LOCALE_SQL } from "../../messaging/mail-locale.ts";

/** Where a verification e-mail goes: the recipient's current address (null without one). */
export async function findVerificationRecipient(
  q: Queryable,
  userId: string,
): Promise<{ email: string | null; locale: MailLocale } | undefined> {
  const { rows } = await q.query<{ email: string | null; locale: MailLocale }>(
    `select u.email, ${USER_LOCALE_SQL} as locale from auth.users u where u.id = $1`,
    [userId],
  );
  return rows[0];
}
