import type { Queryable } from "../../db/database.ts";
import { queryFirstRow } from "../../db/query-first-row.ts";

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

export async function insertIdentity(
  q: Queryable,
  identity: {
    providerId: string;
    userId: string;
    provider: string;
    data: Record<string, unknown>;
    now: Date;
  },
): Promise<IdentityRow> {
  const { rows } = await q.query<IdentityRow>(
    `insert into auth.identities (provider_id, user_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5, $5) returning *`,
    [
      identity.providerId,
      identity.userId,
      identity.provider,
      JSON.stringify(identity.data),
      identity.now,
    ],
  );
  return rows[0] as IdentityRow;
}

export async function listIdentitiesOfUsers(
  q: Queryable,
  userIds: readonly string[],
): Promise<IdentityRow[]> {
  if (userIds.length === 0) return [];
  const { rows } = await q.query<IdentityRow>(
    "select * from auth.identities where user_id = any($1::uuid[]) order by created_at, id",
    [userIds],
  );
  return rows;
}

/** Merges `data` into the identity's data (keys set to null are removed). */
export async function mergeIdentityData(
  q: Queryable,
  userId: string,
  provider: string,
  data: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await q.query(
    `update auth.identities set identity_data = jsonb_strip_nulls(identity_data || $3::jsonb), updated_at = $4
     where user_id = $1 and provider = $2`,
    [userId, provider, JSON.stringify(data), now],
  );
}

export async function touchIdentity(
  q: Queryable,
  userId: string,
  provider: string,
  now: Date,
): Promise<void> {
  await q.query(
    "update auth.identities set last_sign_in_at = $3, updated_at = $3 where user_id = $1 and provider = $2",
    [userId, provider, now],
  );
}

export async function hasIdentity(
  q: Queryable,
  userId: string,
  provider: string,
): Promise<boolean> {
  const { rows } = await q.query(
    "select 1 from auth.identities where user_id = $1 and provider = $2",
    [userId, provider],
  );
  return rows.length > 0;
}

export function findIdentityByProviderId(
  q: Queryable,
  provider: string,
  providerId: string,
): Promise<IdentityRow | undefined> {
  return queryFirstRow<IdentityRow>(
    q,
    "select * from auth.identities where provider = $1 and provider_id = $2",
    [provider, providerId],
  );
}

/** Identities whose data carries `email` (stored lower-case). */
export async function listIdentitiesByEmail(q: Queryable, email: string): Promise<IdentityRow[]> {
  const { rows } = await q.query<IdentityRow>(
    "select * from auth.identities where email = lower($1) order by created_at, id",
    [email],
  );
  return rows;
}

/** A provider's fresh profile replaces the identity's data at each sign-in. */
export async function replaceIdentityData(
  q: Queryable,
  id: string,
  data: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await q.query(
    "update auth.identities set identity_data = $2, last_sign_in_at = $3, updated_at = $3 where id = $1",
    [id, JSON.stringify(data), now],
  );
}
