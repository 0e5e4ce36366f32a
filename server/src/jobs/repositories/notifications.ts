import type { Queryable } from "../../db/database.ts";

export interface NewNotification {
  userId: string;
  kind: string;
  title: string;
  body: string;
  link: string;
}

export async function insertNotification(q: Queryable, n: NewNotification): Promise<void> {
  await q.query(
    "insert into public.notifications (user_id, kind, title, body, link) values ($1, $2, $3, $4, $5)",
    [n.userId, n.kind, n.title, n.body.slice(0, 1000), n.link],
  );
}
