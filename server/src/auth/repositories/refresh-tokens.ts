import type { Queryable } from "../../db/database.ts";
import { queryFirstRow } from "../../db/query-first-row.ts";

export interface RefreshTokenRow {
  id: number;
  token_hash: string;
  parent_hash: string | null;
  user_id: string;
  session_id: string;
  revoked_at: Date | null;
  created_at: Date;
}

export async function insertRefreshToken(
  q: Queryable,
  token: { hash: string; parentHash: string | null; userId: string; sessionId: string; now: Date },
): Promise<void> {
  await q.query(
    `insert into auth.refresh_tokens (token_hash, parent_hash, user_id, session_id, created_at)
     values ($1, $2, $3, $4, $5)`,
    [token.hash, token.parentHash, token.userId, token.sessionId, token.now],
  );
}

/** The token row, locked until the transaction ends so concurrent refreshes queue up. */
export function lockRefreshToken(q: Queryable, hash: string): Promise<RefreshTokenRow | undefined> {
  return queryFirstRow<RefreshTokenRow>(
    q,
    "select * from auth.refresh_tokens where token_hash = $1 for update",
    [hash],
  );
}

/** The user or the session a refresh token belongs to, by the token's hash. */
export function findOwnerOfRefreshToken<Row>(
  q: Queryable,
  owner: "user" | "session",
  hash: string,
): Promise<Row | undefined> {
  return queryFirstRow<Row>(
    q,
    `select o.* from auth.${owner}s o
     join auth.refresh_tokens t on t.${owner}_id = o.id where t.token_hash = $1`,
    [hash],
  );
}

export function findRefreshToken(q: Queryable, hash: string): Promise<RefreshTokenRow | undefined> {
  return queryFirstRow<RefreshTokenRow>(
    q,
    "select * from auth.refresh_tokens where token_hash = $1",
    [hash],
  );
}

export async function revokeRefreshToken(q: Queryable, id: number, now: Date): Promise<void> {
  await q.query("update auth.refresh_tokens set revoked_at = $2 where id = $1", [id, now]);
}

/** Forgets every refresh token of the session, so none of them can be rotated any more. */
export async function deleteRefreshTokensOfSession(q: Queryable, sessionId: string): Promise<void> {
  await q.query("delete from auth.refresh_tokens where session_id = $1", [sessionId]);
}
