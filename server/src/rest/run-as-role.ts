import type { Database, Queryable } from "../db/database.ts";
import { readPostgresError } from "../db/postgres-error.ts";
import { type RequestRole, transactionAsRole } from "../db/transaction-as-role.ts";
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
    return await transactionAsRole(
      db,
      as,
      {
        "request.method": request.method,
        "request.path": request.path,
        "request.headers": JSON.stringify(request.headers),
        transaction_read_only: request.isReadOnly ? "on" : "off",
      },
      async (tx) => {
        const value = await work(tx);
        if (request.isRollback) throw new Rollback(value);
        return value;
      },
    );
  } catch (error) {
    if (error instanceof Rollback) return error.value as T;
    if (error instanceof RestError) throw error;
    const pgError = readPostgresError(error);
    if (pgError) throw fromPostgresError(pgError, as.role === "anon");
    throw error;
  }
}
