import pg, { type Connection, type Submittable } from "pg";
import type { QueryResult, Statement } from "./database.ts";
import { PreparedStatements, type StatementPlan } from "./prepared-statements.ts";

type TypeParser = (oid: number, format: "text") => (value: string) => unknown;

interface FieldMessage {
  fields: { name: string; dataTypeID: number }[];
}

/** Each connection's prepared statements: a connection is one Postgres session. */
const preparedByConnection = new WeakMap<Connection, PreparedStatements>();

/** node-postgres's own conversion of bind values (Dates, arrays, JSON objects) to text. */
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } })
  .utils;

/**
 * Statements sent as one pipeline, as PostgREST sends a request's settings and its query: each
 * statement's Parse, Bind, Describe and Execute, then a single Sync. The server runs them in one
 * implicit transaction (a failing statement undoes the ones before it, and `set_config(…, true)`
 * lasts until the Sync) and the whole exchange is one round trip, where node-postgres's queries
 * wait for each other's answers. node-postgres hands the connection's messages to a Submittable
 * passed to `client.query`, as pg-cursor does. Each text is prepared once per connection and
 * then only bound (`prepared-statements.ts`).
 */
export class Pipeline implements Submittable {
  readonly results: Promise<QueryResult<Record<string, unknown>>[]>;
  private readonly settle: PromiseWithResolvers<QueryResult<Record<string, unknown>>[]>;
  private readonly finished: QueryResult<Record<string, unknown>>[] = [];
  private fields: FieldMessage["fields"] = [];
  private parsers: ((value: string) => unknown)[] = [];
  private rows: Record<string, unknown>[] = [];
  private readonly statements: readonly Statement[];
  private readonly typeParser: TypeParser;
  private readonly preparedCapacity: number;
  private prepared: { statements: PreparedStatements; plan: StatementPlan } | undefined;
  private parsed = 0;
  private readonly countParse = () => {
    this.parsed += 1;
  };

  /** `preparedCapacity`: statements each connection keeps prepared (0: none). */
  constructor(statements: readonly Statement[], typeParser: TypeParser, preparedCapacity: number) {
    this.statements = statements;
    this.typeParser = typeParser;
    this.preparedCapacity = preparedCapacity;
    this.settle = Promise.withResolvers();
    this.results = this.settle.promise;
  }

  submit(connection: Connection): void {
    let statements = preparedByConnection.get(connection);
    if (!statements) {
      statements = new PreparedStatements(this.preparedCapacity);
      preparedByConnection.set(connection, statements);
    }
    const plan = statements.plan(this.statements.map(({ sql }) => sql));
    this.prepared = { statements, plan };
    connection.on("parseComplete", this.countParse);
    // Corked, the messages leave in one write.
    connection.stream.cork();
    try {
      for (const name of plan.close) connection.close({ type: "S", name }, true);
      this.statements.forEach(({ sql, params = [] }, index) => {
        const { name, parse } = plan.statements[index]!;
        const values = params.map((value) => prepareValue(value) as string | null);
        if (parse) connection.parse({ name, text: sql, types: [] }, true);
        connection.bind({ statement: name, values }, true);
        connection.describe({ type: "P" }, true);
        connection.execute({}, true);
      });
      connection.sync();
    } finally {
      connection.stream.uncork();
    }
  }

  /** Records which statements the connection now holds prepared (after an error, the rest were skipped). */
  private settlePrepared(connection: Connection, error?: Error): void {
    connection.removeListener("parseComplete", this.countParse);
    this.prepared?.statements.settle(this.prepared.plan, this.parsed, error);
    this.prepared = undefined;
  }

  handleRowDescription({ fields }: FieldMessage): void {
    this.fields = fields;
    this.parsers = fields.map((field) => this.typeParser(field.dataTypeID, "text"));
  }

  handleDataRow({ fields }: { fields: (string | null)[] }): void {
    const row: Record<string, unknown> = {};
    fields.forEach((raw, index) => {
      row[this.fields[index]!.name] = raw === null ? null : this.parsers[index]!(raw);
    });
    this.rows.push(row);
  }

  /** "SELECT 2", "INSERT 0 1", "UPDATE 3": the count is the last word. */
  handleCommandComplete({ text }: { text: string }): void {
    const count = Number(text.split(" ").at(-1));
    this.finished.push({
      rows: this.rows,
      rowCount: Number.isNaN(count) ? this.rows.length : count,
    });
    this.fields = [];
    this.parsers = [];
    this.rows = [];
  }

  handleEmptyQuery(): void {
    this.finished.push({ rows: [], rowCount: 0 });
  }

  /** The server skips to the Sync after an error, so this is the pipeline's last word. */
  handleError(error: Error, connection: Connection): void {
    this.settlePrepared(connection, error);
    this.settle.reject(error);
  }

  handleReadyForQuery(connection: Connection): void {
    this.settlePrepared(connection);
    this.settle.resolve(this.finished);
  }

  handlePortalSuspended(): void {}

  handleCopyInResponse(connection: Connection): void {
    (connection as unknown as { sendCopyFail(reason: string): void }).sendCopyFail(
      "a pipeline takes no COPY",
    );
  }

  handleCopyData(): void {}
}
