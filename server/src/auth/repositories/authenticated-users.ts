import type { Queryable } from "../../db/database.ts";
import type { IdentityRow } from "./identities.ts";
import type { FactorRow } from "./mfa-factors.ts";
import type { SessionRow } from "./sessions.ts";
import type { UserRow } from "./users.ts";

const TIMESTAMPS = [
  "created_at",
  "updated_at",
  "last_sign_in_at",
  "not_after",
  "refreshed_at",
  "last_challenged_at",
];

export interface AuthenticatedUserRows {
  user: UserRow;
  /** Undefined when no session id was asked for or no such session exists. */
  session: SessionRow | undefined;
  identities: IdentityRow[];
  factors: FactorRow[];
}

/**
 * The user, the session the token names, the user's identities and MFA factors in ONE statement,
 * since every authenticated auth request needs the first two and `GET /user` the others.
 */
export async function findAuthenticatedUser(
  q: Queryable,
  userId: string,
  sessionId: string | undefined,
): Promise<AuthenticatedUserRows | undefined> {
  const { rows } = await q.query<
    UserRow & { session_row: unknown; identity_rows: unknown[]; factor_rows: unknown[] }
  >(
    `select u.*,
       (select row_to_json(s) from auth.sessions s where s.id = $2) as session_row,
       coalesce((select json_agg(i order by i.created_at, i.id) from auth.identities i
                 where i.user_id = u.id), '[]') as identity_rows,
       coalesce((select json_agg(f order by f.created_at, f.id) from auth.mfa_factors f
                 where f.user_id = u.id), '[]') as factor_rows
     from auth.users u where u.id = $1`,
    [userId, sessionId ?? null],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { session_row: session, identity_rows: identities, factor_rows: factors, ...user } = row;
  return {
    user,
    session: session ? reviveTimestamps<SessionRow>(session) : undefined,
    identities: identities.map((identity) => reviveTimestamps<IdentityRow>(identity)),
    factors: factors.map((factor) => reviveTimestamps<FactorRow>(factor)),
  };
}

/** `row_to_json` writes timestamps as text; the row types carry them as Dates, as the driver does. */
function reviveTimestamps<Row>(json: unknown): Row {
  const row = { ...(json as Record<string, unknown>) };
  for (const key of TIMESTAMPS) {
    if (typeof row[key] === "string") row[key] = new Date(row[key]);
  }
  return row as Row;
}
