import type { Database, Queryable, Statement } from "../db/database.ts";

/** One database call as the product made it: a lone statement, or the statements of a transaction. */
export type RecordedCall =
  | { kind: "query"; sql: string; params: readonly unknown[] }
  | { kind: "transaction"; statements: { sql: string; params: readonly unknown[] }[] }
  | { kind: "pipeline"; statements: readonly Statement[] };

export interface RecordingDatabase extends Database {
  /** Starts recording; the returned function stops and gives what was recorded meanwhile. */
  record(): () => RecordedCall[];
}

/** Wraps a database so a benchmark can capture the exact SQL one request sends, then replay it. */
export function createRecordingDatabase(db: Database): RecordingDatabase {
  let calls: RecordedCall[] | undefined;
  return {
    driver: db.driver,
    query(sql, params = []) {
      calls?.push({ kind: "query", sql, params });
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction(fn) {
      const statements: { sql: string; params: readonly unknown[] }[] = [];
      calls?.push({ kind: "transaction", statements });
      return db.transaction((tx) =>
        fn({
          query(sql, params = []) {
            statements.push({ sql, params });
            return tx.query(sql, params);
          },
          exec: (sql) => tx.exec(sql),
        }),
      );
    },
    pipeline(statements) {
      calls?.push({ kind: "pipeline", statements });
      return db.pipeline(statements);
    },
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    close: () => db.close(),
    record() {
      const recorded: RecordedCall[] = [];
      calls = recorded;
      return () => {
        calls = undefined;
        return recorded;
      };
    },
  };
}

/** Sends the recorded calls again through the same driver, in the same transaction shape. */
export async function replayCalls(db: Database, calls: readonly RecordedCall[]): Promise<void> {
  for (const call of calls) {
    if (call.kind === "query") await db.query(call.sql, call.params);
    else if (call.kind === "pipeline") await db.pipeline(call.statements);
    else await db.transaction((tx: Queryable) => replayStatements(tx, call.statements));
  }
}

async function replayStatements(
  tx: Queryable,
  statements: readonly { sql: string; params: readonly unknown[] }[],
): Promise<void> {
  for (const statement of statements) await tx.query(statement.sql, statement.params);
}

/** "q" for a lone statement, "tx 2" for a transaction of two, "pipeline 2" for two sent as one message. */
export function describeCalls(calls: readonly RecordedCall[]): string {
  return calls
    .map((call) =>
      call.kind === "query"
        ? "q"
        : `${call.kind === "pipeline" ? "pipeline" : "tx"} ${call.statements.length}`,
    )
    .join(" + ");
}
