import type { Database, Queryable, QueryResult, Statement } from "../db/database.ts";
import { readPostgresError } from "../db/postgres-error.ts";
import { queryAsRole, type RequestRole, transactionAsRole } from "../db/transaction-as-role.ts";
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
    return await transactionAsRole(db, as, requestSettings(request), async (tx) => {
      const value = await work(tx);
      if (request.isRollback) throw new Rollback(value);
      return value;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value as T;
    throw toRestError(error, as);
  }
}

/**
 * One statement that needs no check before COMMIT: the settings and the statement go as one
 * pipeline, committed together (one message where a transaction takes four). A read-only
 * transaction keeps nothing, so committing it also honours `tx=rollback`; a write asked to roll
 * back goes through `runAsRole`.
 */
export async function statementAsRole<Row>(
  db: Database,
  as: RequestRole,
  request: RequestInfo,
  statement: Statement,
): Promise<QueryResult<Row>> {
  if (request.isRollback && !request.isReadOnly) {
    return runAsRole(db, as, request, (tx) => tx.query<Row>(statement.sql, statement.params));
  }
  try {
    return await queryAsRole<Row>(db, as, requestSettings(request), statement);
  } catch (error) {
    throw toRestError(error, as);
  }
}

function requestSettings(request: RequestInfo): Record<string, string> {
  return {
    "request.method": request.method,
    "request.path": request.path,
    "request.headers": JSON.stringify(request.headers),
    transaction_read_only: request.isReadOnly ? "on" : "off",
  };
}

function toRestError(error: unknown, as: RequestRole): unknown {
  if (error instanceof RestError) return error;
  const pgError = readPostgresError(error);
  return pgError ? fromPostgresError(pgError, as.role === "anon") : error;
}
