/** The one database interface the server uses; PGlite and node-postgres both implement it. */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** One statement with its bind parameters. */
export interface Statement {
  sql: string;
  params?: readonly unknown[];
}

export interface Queryable {
  /** One statement with bind parameters ($1, $2, ...). */
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<Row>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `statements` in order, sent as one message where the driver can (a pipeline with one
   * Sync), and resolves each one's result; the first that fails rejects it and skips the rest.
   * Inside a transaction they are part of it; on a `Database` they are one transaction, committed
   * when all succeed: for work that decides nothing between its statements.
   */
  pipeline(statements: readonly Statement[]): Promise<QueryResult<Record<string, unknown>>[]>;
}

export interface Database extends Queryable {
  readonly driver: "pglite" | "postgres";
  /**
   * Runs `fn` in one transaction: COMMIT when it resolves, ROLLBACK when it throws.
   * Never call the outer `Database` from inside `fn` (PGlite would deadlock); use `tx`.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` for each NOTIFY on `channel`. After a lost connection it reconnects and
   * reports an empty payload, since notifications may have been missed meanwhile.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}
