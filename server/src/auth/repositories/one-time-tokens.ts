import type { Queryable } from "../../db/database.ts";
import { queryFirstRow } from "../../db/query-first-row.ts";

export type OneTimeTokenType =
  | "confirmation_token"
  | "recovery_token"
  | "email_change_token_current"
  | "email_change_token_new"
  | "phone_change_token"
  | "reauthentication_token";

export interface OneTimeTokenRow {
  id: string;
  user_id: string;
  token_type: OneTimeTokenType;
  token_hash: string;
  relates_to: string;
  created_at: Date;
}

/** Stores the user's one outstanding token of this type, replacing an older one. */
export async function saveOneTimeToken(
  q: Queryable,
  token: { userId: string; type: OneTimeTokenType; hash: string; relatesTo: string; now: Date },
): Promise<void> {
  await q.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, created_at)
     values ($1, $2, $3, $4, $5)
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, relates_to = excluded.relates_to, created_at = excluded.created_at`,
    [token.userId, token.type, token.hash, token.relatesTo, token.now],
  );
}

export async function findOneTimeTokens(
  q: Queryable,
  hash: string,
  types: readonly OneTimeTokenType[],
): Promise<OneTimeTokenRow[]> {
  const { rows } = await q.query<OneTimeTokenRow>(
    "select * from auth.one_time_tokens where token_hash = $1 and token_type = any($2::text[])",
    [hash, types],
  );
  return rows;
}

export function findOneTimeTokenOfUser(
  q: Queryable,
  userId: string,
  type: OneTimeTokenType,
): Promise<OneTimeTokenRow | undefined> {
  return queryFirstRow<OneTimeTokenRow>(
    q,
    "select * from auth.one_time_tokens where user_id = $1 and token_type = $2",
    [userId, type],
  );
}

export async function deleteOneTimeTokens(
  q: Queryable,
  userId: string,
  types?: readonly OneTimeTokenType[],
): Promise<void> {
  await q.query(
    "delete from auth.one_time_tokens where user_id = $1 and ($2::text[] is null or token_type = any($2::text[]))",
    [userId, types ?? null],
  );
}

export async function countOneTimeTokens(
  q: Queryable,
  userId: string,
  types: readonly OneTimeTokenType[],
): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    "select count(*)::int as n from auth.one_time_tokens where user_id = $1 and token_type = any($2::text[])",
    [userId, types],
  );
  return rows[0]?.n ?? 0;
}

/** Deletes one token row; false when another request consumed it first (single use). */
export async function consumeOneTimeToken(q: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await q.query("delete from auth.one_time_tokens where id = $1", [id]);
  return rowCount === 1;
}
