import type { Database, Queryable, QueryResult, Statement } from "./database.ts";

/** The database role a request runs as, and the JWT claims its policies read through `auth.uid()`. */
export interface RequestRole {
  role: "anon" | "authenticated" | "service_role";
  claims: Record<string, unknown>;
}

/**
 * Runs `work` in one transaction that first sets the role, `request.jwt.claims` and any further
 * settings in ONE statement, as PostgREST and Supabase Storage do, so row-level security sees the
 * request's user. Settings are transaction-local (`set_config(..., true)`).
 */
export function transactionAsRole<T>(
  db: Database,
  as: RequestRole,
  settings: Readonly<Record<string, string>>,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const { sql, params } = settingStatement(as, settings);
  return db.transaction(async (tx) => {
    await tx.query(sql, params);
    return work(tx);
  });
}

/**
 * The same for one statement that needs no decision before COMMIT: the settings and the
 * statement go to the database together, as one pipeline (one message on PGlite).
 */
export async function queryAsRole<Row>(
  db: Database,
  as: RequestRole,
  settings: Readonly<Record<string, string>>,
  statement: Statement,
): Promise<QueryResult<Row>> {
  const [, result] = await db.pipeline([settingStatement(as, settings), statement]);
  return result as QueryResult<Row>;
}

/** The statement's text by number of settings: one string each, so it is hashed and parsed once. */
const settingSql: string[] = [];
/** A role object is reused for every request with the same token: its claims' JSON text too. */
const claimsJson = new WeakMap<object, string>();

function settingStatement(as: RequestRole, settings: Readonly<Record<string, string>>): Statement {
  let claims = claimsJson.get(as.claims);
  if (claims === undefined) {
    claims = JSON.stringify(as.claims);
    claimsJson.set(as.claims, claims);
  }
  const params = ["role", as.role, "request.jwt.claims", claims];
  for (const name in settings) params.push(name, settings[name]!);
  const count = params.length / 2;
  settingSql[count] ??= `select ${Array.from(
    { length: count },
    (_, index) => `set_config($${2 * index + 1}, $${2 * index + 2}, true)`,
  ).join(", ")}`;
  return { sql: settingSql[count], params };
}
