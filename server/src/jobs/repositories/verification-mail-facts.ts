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

/** One step of a provider's or temple's verification, as the `verification.email` job carries it. */
export interface VerificationMailFacts {
  kind: "provider" | "temple";
  subject_name: string;
  step: "submitted" | "approved" | "rejected" | "suspended" | "reinstated";
  reason: string | null;
}
