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

function settingStatement(as: RequestRole, settings: Readonly<Record<string, string>>): Statement {
  const names = ["role", "request.jwt.claims", ...Object.keys(settings)];
  const values = [as.role, JSON.stringify(as.claims), ...Object.values(settings)];
  const calls = names.map((_, index) => `set_config($${2 * index + 1}, $${2 * index + 2}, true)`);
  return {
    sql: `select ${calls.join(", ")}`,
    params: names.flatMap((name, index) => [name, values[index]]),
  };
}
