import type { Queryable } from "../../db/database.ts";
import { queryFirstRow } from "../../db/query-first-row.ts";
import { type MailLocale, USER_LOCALE_SQL } from "../../messaging/mail-locale.ts";

/** A live session as its reminder and going-live e-mails describe it, for one reminder holder. */
export interface LiveMailFacts {
  email: string | null;
  id: string;
  title: string;
  description: string;
  venue: string;
  status: string;
  starts_at: Date;
  duration_minutes: number | null;
  stream_url: string | null;
  has_reminder: boolean;
  locale: MailLocale;
}

export function findLiveMailFacts(
  q: Queryable,
  sessionId: string,
  userId: string,
): Promise<LiveMailFacts | undefined> {
  return queryFirstRow<LiveMailFacts>(
    q,
    `select u.email, s.id::text, s.title, s.description, s.venue, s.status::text, s.starts_at,
            s.duration_minutes, s.stream_url, ${USER_LOCALE_SQL} as locale,
            exists (select 1 from public.live_reminders r
                     where r.session_id = s.id and r.user_id = u.id) as has_reminder
       from public.live_sessions s, auth.users u
      where s.id = $1 and u.id = $2`,
    [sessionId, userId],
  );
}
