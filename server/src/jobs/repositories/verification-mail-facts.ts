import type { Queryable } from "../../db/database.ts";

/** Where a verification e-mail goes: the recipient's current address (null without one). */
export async function findVerificationRecipient(
  q: Queryable,
  userId: string,
): Promise<string | null | undefined> {
  const { rows } = await q.query<{ email: string | null }>(
    "select u.email from auth.users u where u.id = $1",
    [userId],
  );
  return rows[0]?.email;
}
