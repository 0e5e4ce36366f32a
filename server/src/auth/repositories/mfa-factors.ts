import type { Queryable } from "../../db/database.ts";
import { queryFirstRow } from "../../db/query-first-row.ts";

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string;
  factor_type: "totp";
  status: "unverified" | "verified";
  secret: string;
  last_used_step: string | null;
  last_challenged_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  ip_address: string;
  created_at: Date;
  verified_at: Date | null;
  failed_attempts: number;
}

export async function listFactorsOfUser(q: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await q.query<FactorRow>(
    "select * from auth.mfa_factors where user_id = $1 order by created_at, id",
    [userId],
  );
  return rows;
}

/** The user's factor, locked for the rest of the transaction (verify and unenroll race otherwise). */
export function lockFactorOfUser(
  q: Queryable,
  userId: string,
  factorId: string,
): Promise<FactorRow | undefined> {
  return queryFirstRow<FactorRow>(
    q,
    "select * from auth.mfa_factors where id = $1 and user_id = $2 for update",
    [factorId, userId],
  );
}

export async function insertFactor(
  q: Queryable,
  factor: { id: string; userId: string; friendlyName: string; secret: string; now: Date },
): Promise<FactorRow> {
  const { rows } = await q.query<FactorRow>(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, secret, created_at, updated_at)
     values ($1, $2, $3, 'totp', $4, $5, $5) returning *`,
    [factor.id, factor.userId, factor.friendlyName, factor.secret, factor.now],
  );
  return rows[0] as FactorRow;
}

/** Unverified factors left behind by abandoned enrolments, older than `before`. */
export async function deleteStaleUnverifiedFactors(
  q: Queryable,
  userId: string,
  before: Date,
): Promise<void> {
  await q.query(
    "delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < $2",
    [userId, before],
  );
}

/** Marks the factor verified at `step` and drops the user's other unverified factors. */
export async function markFactorUsed(
  q: Queryable,
  factor: FactorRow,
  step: number,
  now: Date,
): Promise<void> {
  await q.query(
    `update auth.mfa_factors set status = 'verified', last_used_step = $2, updated_at = $3 where id = $1`,
    [factor.id, step, now],
  );
  await q.query(
    "delete from auth.mfa_factors where user_id = $1 and id <> $2 and status = 'unverified'",
    [factor.user_id, factor.id],
  );
}

export function renameFactor(
  q: Queryable,
  factorId: string,
  friendlyName: string,
  now: Date,
): Promise<FactorRow | undefined> {
  return queryFirstRow<FactorRow>(
    q,
    "update auth.mfa_factors set friendly_name = $2, updated_at = $3 where id = $1 returning *",
    [factorId, friendlyName, now],
  );
}

/** Deletes the factor; the sessions it raised drop back to aal1 and lose their `totp` claim. */
export async function deleteFactor(q: Queryable, factorId: string, now: Date): Promise<void> {
  await q.query(
    `delete from auth.mfa_amr_claims c using auth.sessions s
      where c.session_id = s.id and s.factor_id = $1 and c.authentication_method = 'totp'`,
    [factorId],
  );
  await q.query(
    "update auth.sessions set aal = 'aal1', factor_id = null, updated_at = $2 where factor_id = $1",
    [factorId, now],
  );
  await q.query("delete from auth.mfa_factors where id = $1", [factorId]);
}

export async function insertChallenge(
  q: Queryable,
  challenge: { id: string; factorId: string; ip: string; now: Date },
): Promise<ChallengeRow> {
  await q.query("update auth.mfa_factors set last_challenged_at = $2 where id = $1", [
    challenge.factorId,
    challenge.now,
  ]);
  const { rows } = await q.query<ChallengeRow>(
    `insert into auth.mfa_challenges (id, factor_id, ip_address, created_at)
     values ($1, $2, $3, $4) returning *`,
    [challenge.id, challenge.factorId, challenge.ip, challenge.now],
  );
  return rows[0] as ChallengeRow;
}

export function lockChallenge(
  q: Queryable,
  factorId: string,
  challengeId: string,
): Promise<ChallengeRow | undefined> {
  return queryFirstRow<ChallengeRow>(
    q,
    "select * from auth.mfa_challenges where id = $1 and factor_id = $2 for update",
    [challengeId, factorId],
  );
}

/** Counts a wrong code against the (locked) challenge; the `limit`-th one deletes it. */
export async function countWrongCode(q: Queryable, id: string, limit: number): Promise<void> {
  await q.query("delete from auth.mfa_challenges where id = $1 and failed_attempts + 1 >= $2", [
    id,
    limit,
  ]);
  await q.query(
    "update auth.mfa_challenges set failed_attempts = failed_attempts + 1 where id = $1",
    [id],
  );
}

export async function markChallengeVerified(q: Queryable, id: string, now: Date): Promise<void> {
  await q.query("update auth.mfa_challenges set verified_at = $2 where id = $1", [id, now]);
}

/** Raises the session to aal2 through `factorId`. */
export async function raiseSession(
  q: Queryable,
  sessionId: string,
  factorId: string,
  now: Date,
): Promise<void> {
  await q.query(
    "update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = $3 where id = $1",
    [sessionId, factorId, now],
  );
}

/** Signs out the user's other sessions that have not passed a second factor. */
export async function deleteOtherLowAalSessions(
  q: Queryable,
  userId: string,
  keepId: string,
): Promise<void> {
  await q.query("delete from auth.sessions where user_id = $1 and id <> $2 and aal <> 'aal2'", [
    userId,
    keepId,
  ]);
}
