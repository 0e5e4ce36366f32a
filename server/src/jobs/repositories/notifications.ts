import type { Queryable } from "../../db/database.ts";

export interface NewNotification {
  userId: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  /** The values the app words the notification from, in the reader's language. */
  params: Record<string, string>;
}

export async function insertNotification(q: Queryable, n: NewNotification): Promise<void> {
  await q.query(
    `insert into public.notifications (user_id, kind, title, body, link, params)
     values ($1, $2, $3, $4, $5, $6)`,
    [n.userId, n.kind, n.title, n.body.slice(0, 1000), n.link, JSON.stringify(n.params)],
  );
}
