import type { Database, Queryable, Statement } from "../db/database.ts";

/**
 * One database call as the product made it: a lone statement, a pipeline, or a transaction's
 * messages (each a lone statement or a pipeline of several).
 */
export type RecordedCall =
  | { kind: "query"; sql: string; params: readonly unknown[] }
  | { kind: "transaction"; messages: (readonly Statement[])[] }
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
      const messages: (readonly Statement[])[] = [];
      calls?.push({ kind: "transaction", messages });
      return db.transaction((tx) =>
        fn({
          query(sql, params = []) {
            messages.push([{ sql, params }]);
            return tx.query(sql, params);
          },
          exec: (sql) => tx.exec(sql),
          pipeline(statements) {
            messages.push(statements);
            return tx.pipeline(statements);
          },
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
    else await db.transaction((tx: Queryable) => replayMessages(tx, call.messages));
  }
}

async function replayMessages(
  tx: Queryable,
  messages: readonly (readonly Statement[])[],
): Promise<void> {
  for (const statements of messages) {
    if (statements.length === 1) await tx.query(statements[0]!.sql, statements[0]!.params);
    else await tx.pipeline(statements);
  }
}

/**
 * The calls with `from` replaced by `to` in every text parameter, so a replay of a write makes a
 * new row (a booking at another time) instead of failing on the first one's.
 */
export function replaceInParams(
  calls: readonly RecordedCall[],
  from: string,
  to: string,
): RecordedCall[] {
  let replaced = 0;
  const inStatement = ({ sql, params = [] }: Statement): Statement => ({
    sql,
    params: params.map((param) => {
      if (typeof param !== "string" || !param.includes(from)) return param;
      replaced += 1;
      return param.replaceAll(from, to);
    }),
  });
  const result = calls.map((call): RecordedCall => {
    if (call.kind === "query") return { ...call, params: inStatement(call).params! };
    if (call.kind === "pipeline") return { ...call, statements: call.statements.map(inStatement) };
    return { ...call, messages: call.messages.map((statements) => statements.map(inStatement)) };
  });
  if (replaced === 0) throw new Error(`replaceInParams: no parameter holds ${from}`);
  return result;
}

/**
 * "q" for a lone statement, "pipeline 2" for two sent as one message, "tx 2" for a transaction of
 * two messages, "tx 1+3" for one of a statement, then a pipeline of three.
 */
export function describeCalls(calls: readonly RecordedCall[]): string {
  return calls
    .map((call) => {
      if (call.kind === "query") return "q";
      if (call.kind === "pipeline") return `pipeline ${call.statements.length}`;
      const isEachAlone = call.messages.every((statements) => statements.length === 1);
      return isEachAlone
        ? `tx ${call.messages.length}`
        : `tx ${call.messages.map((statements) => statements.length).join("+")}`;
    })
    .join(" + ");
}
