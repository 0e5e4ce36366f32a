import type { Queryable } from "../../db/database.ts";
import { queryFirstRow } from "../../db/query-first-row.ts";

export interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  not_after: Date | null;
  refreshed_at: Date | null;
  refresh_token_hmac_key: string;
  user_agent: string | null;
  ip: string | null;
  created_at: Date;
  updated_at: Date;
}

export async function insertSession(
  q: Queryable,
  session: {
    id: string;
    userId: string;
    hmacKey: string;
    userAgent: string | null;
    ip: string | null;
    now: Date;
  },
): Promise<SessionRow> {
  const { rows } = await q.query<SessionRow>(
    `insert into auth.sessions (id, user_id, refresh_token_hmac_key, user_agent, ip, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6) returning *`,
    [session.id, session.userId, session.hmacKey, session.userAgent, session.ip, session.now],
  );
  return rows[0] as SessionRow;
}

export function findSession(q: Queryable, id: string): Promise<SessionRow | undefined> {
  return queryFirstRow<SessionRow>(q, "select * from auth.sessions where id = $1", [id]);
}

export async function markSessionRefreshed(
  q: Queryable,
  id: string,
  seen: { userAgent: string | null; ip: string | null; now: Date },
): Promise<void> {
  await q.query(
    "update auth.sessions set refreshed_at = $2, updated_at = $2, user_agent = coalesce($3, user_agent), ip = coalesce($4, ip) where id = $1",
    [id, seen.now, seen.userAgent, seen.ip],
  );
}

export async function deleteSession(q: Queryable, id: string): Promise<void> {
  await q.query("delete from auth.sessions where id = $1", [id]);
}

/** Deletes the user's sessions, all of them or all but `keepId`. */
export async function deleteSessionsOfUser(
  q: Queryable,
  userId: string,
  keepId?: string,
): Promise<void> {
  await q.query("delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2)", [
    userId,
    keepId ?? null,
  ]);
}
