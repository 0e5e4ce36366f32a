import type { Database, Queryable } from "../db/database.ts";
import { readPostgresError } from "../db/postgres-error.ts";
import type { RequestRole } from "./request-role.ts";
import { fromPostgresError, RestError } from "./rest-errors.ts";

/** What PostgREST puts in `request.method`, `request.path` and `request.headers`. */
export interface RequestInfo {
  method: string;
  path: string;
  headers: Record<string, string>;
  isReadOnly: boolean;
  /** `Prefer: tx=rollback`: answer as usual, keep nothing. */
  isRollback: boolean;
}

class Rollback<T> {
  readonly value: T;

  constructor(value: T) {
    this.value = value;
  }
}

/**
 * Runs `work` in one transaction that first sets the role and the request settings in ONE
 * statement, as PostgREST does; Postgres errors become PostgREST errors. A RestError thrown by
 * `work` (e.g. PGRST116) rolls the transaction back.
 */
export async function runAsRole<T>(
  db: Database,
  as: RequestRole,
  request: RequestInfo,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query(
        "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)," +
          " set_config('request.method', $3, true), set_config('request.path', $4, true)," +
          " set_config('request.headers', $5, true), set_config('transaction_read_only', $6, true)",
        [
          as.role,
          JSON.stringify(as.claims),
          request.method,
          request.path,
          JSON.stringify(request.headers),
          request.isReadOnly ? "on" : "off",
        ],
      );
      const value = await work(tx);
      if (request.isRollback) throw new Rollback(value);
      return value;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value as T;
    if (error instanceof RestError) throw error;
    const pgError = readPostgresError(error);
    if (pgError) throw fromPostgresError(pgError, as.role === "anon");
    throw error;
  }
}
