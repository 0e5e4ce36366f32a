import type { Queryable } from "../../db/database.ts";
import { queryFirstRow } from "../../db/query-first-row.ts";
import { type MailLocale, USER_LOCALE_SQL } from "../../messaging/mail-locale.ts";

/** A temple's announcement as one follower's e-mail tells it. */
export interface AnnouncementMailFacts {
  email: string | null;
  temple_name: string;
  temple_slug: string;
  title: string;
  body: string;
  link: string | null;
  /** Whether the recipient still follows the temple (they may have unfollowed since). */
  still_follows: boolean;
  locale: MailLocale;
}

export function findAnnouncementMailFacts(
  q: Queryable,
  announcementId: string,
  userId: string,
): Promise<AnnouncementMailFacts | undefined> {
  return queryFirstRow<AnnouncementMailFacts>(
    q,
    `select u.email, t.name as temple_name, t.slug as temple_slug, a.title, a.body, a.link,
            ${USER_LOCALE_SQL} as locale,
            exists (select 1 from public.follows f
                     where f.temple_id = t.id and f.user_id = u.id) as still_follows
       from public.temple_announcements a
       join public.temples t on t.id = a.temple_id, auth.users u
      where a.id = $1 and u.id = $2`,
    [announcementId, userId],
  );
}
