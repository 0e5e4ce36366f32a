import type { Queryable } from "../../db/database.ts";

export interface AmrClaimRow {
  authentication_method: string;
  created_at: Date;
}

/** Records how the session was authenticated; a repeated method moves to the newest time. */
export async function upsertAmrClaim(
  q: Queryable,
  sessionId: string,
  method: string,
  now: Date,
): Promise<void> {
  await q.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method, created_at) values ($1, $2, $3)
     on conflict (session_id, authentication_method) do update set created_at = excluded.created_at`,
    [sessionId, method, now],
  );
}

export async function listAmrClaims(q: Queryable, sessionId: string): Promise<AmrClaimRow[]> {
  const { rows } = await q.query<AmrClaimRow>(
    "select authentication_method, created_at from auth.mfa_amr_claims where session_id = $1 order by created_at desc",
    [sessionId],
  );
  return rows;
}
