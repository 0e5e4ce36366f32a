import type { Queryable } from "../../db/database.ts";
import { queryFirstRow } from "../../db/query-first-row.ts";
import { type MailLocale, USER_LOCALE_SQL } from "../../messaging/mail-locale.ts";

/** An open invitation to co-administer a temple, as its e-mail tells it. */
export interface AdminInviteMailFacts {
  email: string;
  temple_name: string;
  inviter_name: string | null;
  expires_at: Date;
  /** The language of the account with the invited address, if there is one. */
  locale: MailLocale;
}

export function findAdminInviteMailFacts(
  q: Queryable,
  inviteId: string,
): Promise<AdminInviteMailFacts | undefined> {
  return queryFirstRow<AdminInviteMailFacts>(
    q,
    `select i.email, t.name as temple_name, nullif(p.display_name, '') as inviter_name, i.expires_at,
            ${USER_LOCALE_SQL} as locale
       from public.temple_admin_invites i
       join public.temples t on t.id = i.temple_id
       left join public.profiles p on p.id = i.invited_by
       left join auth.users u on lower(u.email) = lower(i.email) and u.deleted_at is null
      where i.id = $1 and i.accepted_at is null`,
    [inviteId],
  );
}
