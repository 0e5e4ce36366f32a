import { messages, type PGlite, protocol, types } from "@electric-sql/pglite";
import type { QueryResult, Statement } from "./database.ts";
import { isStaleStatementError, PreparedStatements } from "./prepared-statements.ts";

/**
 * PGlite's single Postgres session spoken to in whole protocol messages. `PGlite.query` makes six
 * calls into WebAssembly per statement (Parse, Describe to learn the parameter types, Bind,
 * Describe, Execute, Sync) with an await between each; here a statement, or a pipeline of them,
 * is one message with one Sync, as node-postgres sends it to a server: parameters go as text of
 * unknown type (binary for bytes), so Postgres infers their types exactly as it does for the pg
 * driver. A pipeline of several statements outside a transaction block is one implicit
 * transaction: all or nothing. Each text is prepared once and then only bound
 * (`prepared-statements.ts`).
 *
 * A call does all its work inside WebAssembly before it returns; the caller serialises whole
 * transactions.
 */
export interface PgliteSession {
  run(statements: readonly Statement[]): Promise<QueryResult<Record<string, unknown>>[]>;
  /** One simple-query message (several statements, no parameters); resolves the command tags. */
  exec(sql: string): Promise<string[]>;
  /** Calls `onPayload` for each NOTIFY on `channel` seen in any answer. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
}

const ROW_COUNT_COMMANDS = new Set(["INSERT", "UPDATE", "DELETE", "MERGE", "COPY", "SELECT"]);

export function createPgliteSession(pglite: PGlite): PgliteSession {
  const listeners = new Map<string, ((payload: string) => void)[]>();
  const prepared = new PreparedStatements();

  /** Sends `message` and parses every answer; the first error is returned beside them. */
  async function exchange(
    message: Uint8Array,
  ): Promise<{ answers: messages.BackendMessage[]; error?: messages.DatabaseError }> {
    if (pglite.closed) throw new Error("the database is closed");
    const parser = new protocol.Parser();
    const answers: messages.BackendMessage[] = [];
    let error: messages.DatabaseError | undefined;
    // With syncToFs off the whole exchange happens before the call returns (PGlite's NodeFS and
    // in-memory file systems write through at every write(), so there is nothing to sync).
    await pglite.execProtocolRawStream(message, {
      syncToFs: false,
      onRawData: (bytes) =>
        parser.parse(bytes, (answer) => {
          if (answer instanceof messages.DatabaseError) error ??= answer;
          else if (answer instanceof messages.NotificationResponseMessage) notify(answer);
          else answers.push(answer);
        }),
    });
    return { answers, error };
  }

  /** Sends `message`; throws the first error once every answer is read. */
  async function send(message: Uint8Array): Promise<messages.BackendMessage[]> {
    const { answers, error } = await exchange(message);
    if (error) throw error;
    return answers;
  }

  /**
   * The statements as prepared ones: Parse only for a text this session has not prepared. A
   * statement a schema change made stale is prepared again and the whole message resent, when
   * no transaction block was open (the failed message then kept nothing).
   */
  async function runPrepared(
    statements: readonly Statement[],
    isRetry = false,
  ): Promise<QueryResult<Record<string, unknown>>[]> {
    const plan = prepared.plan(statements.map(({ sql }) => sql));
    const parts = plan.close.map((name) => protocol.serialize.close({ type: "S", name }));
    statements.forEach(({ sql, params = [] }, index) => {
      const { name, parse } = plan.statements[index]!;
      if (parse) parts.push(protocol.serialize.parse({ name, text: sql }));
      parts.push(
        protocol.serialize.bind({ statement: name, values: params.map(toPostgresValue) }),
        protocol.serialize.describe({ type: "P" }),
        protocol.serialize.execute(),
      );
    });
    parts.push(protocol.serialize.sync());
    const { answers, error } = await exchange(concat(parts));
    prepared.settle(
      plan,
      answers.filter((answer) => answer.name === "parseComplete").length,
      error,
    );
    if (error) {
      const isIdle = answers.some(
        (answer) => answer instanceof messages.ReadyForQueryMessage && answer.status === "I",
      );
      if (!isRetry && isIdle && isStaleStatementError(error)) return runPrepared(statements, true);
      throw error;
    }
    return readResults(answers, pglite.parsers);
  }

  function notify({ channel, payload }: messages.NotificationResponseMessage): void {
    for (const onPayload of listeners.get(channel) ?? []) queueMicrotask(() => onPayload(payload));
  }

  return {
    run: (statements) => runPrepared(statements),
    async exec(sql) {
      return (await send(protocol.serialize.query(sql)))
        .filter((answer) => answer instanceof messages.CommandCompleteMessage)
        .map((answer) => answer.text.split(" ")[0] ?? "");
    },
    async listen(channel, onPayload) {
      await send(protocol.serialize.query(`listen "${channel.replaceAll('"', '""')}"`));
      listeners.set(channel, [...(listeners.get(channel) ?? []), onPayload]);
    },
  };
}

/** One result per statement, split at each CommandComplete; row counts as node-postgres reports them. */
function readResults(
  answers: readonly messages.BackendMessage[],
  parsers: PGlite["parsers"],
): QueryResult<Record<string, unknown>>[] {
  const results: QueryResult<Record<string, unknown>>[] = [];
  let fields: messages.Field[] = [];
  let rows: Record<string, unknown>[] = [];
  for (const answer of answers) {
    if (answer instanceof messages.RowDescriptionMessage) {
      fields = answer.fields;
    } else if (answer instanceof messages.DataRowMessage) {
      const row: Record<string, unknown> = {};
      answer.fields.forEach((value, index) => {
        const field = fields[index]!;
        row[field.name] = value === null ? null : types.parseType(value, field.dataTypeID, parsers);
      });
      rows.push(row);
    } else if (answer instanceof messages.CommandCompleteMessage) {
      const words = answer.text.split(" ");
      const count = ROW_COUNT_COMMANDS.has(words[0] ?? "") ? Number(words.at(-1)) : rows.length;
      results.push({ rows, rowCount: count });
      fields = [];
      rows = [];
    } else if (answer.name === "emptyQuery") {
      results.push({ rows: [], rowCount: 0 });
    }
  }
  return results;
}

/** A parameter as node-postgres sends it: text, or raw bytes for byte arrays. */
function toPostgresValue(value: unknown): string | Uint8Array | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Uint8Array) return value;
  if (Array.isArray(value)) return toArrayLiteral(value);
  return toText(value);
}

function toText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** `{"a","b",NULL}`: elements quoted and escaped, nested arrays as nested braces. */
function toArrayLiteral(values: readonly unknown[]): string {
  const elements = values.map((value) => {
    if (value === null || value === undefined) return "NULL";
    if (Array.isArray(value)) return toArrayLiteral(value);
    const text =
      value instanceof Uint8Array ? `\\x${Buffer.from(value).toString("hex")}` : toText(value);
    return `"${text.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
  });
  return `{${elements.join(",")}}`;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}
