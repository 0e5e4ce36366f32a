/**
 * The statements one Postgres session has prepared, by SQL text, so a statement sent again skips
 * its Parse: parsing, rewriting with row-level security policies and, once Postgres settles on a
 * generic plan, planning. On PGlite that is two thirds of a signed-in read's database time.
 * Statement shapes come from clients' REST queries, so the least recently used are closed beyond
 * `capacity` rather than kept without bound. A capacity of 0 prepares nothing (every statement
 * unnamed), for poolers that hand each transaction a different server connection.
 */
/** How many statements a session keeps prepared unless told otherwise. */
export const PREPARED_PER_SESSION = 256;

export class PreparedStatements {
  /** SQL text → statement name, oldest use first. */
  private readonly names = new Map<string, string>();
  private readonly capacity: number;
  private nextId = 1;
  /** Names to Close with the next message (evicted, or invalidated by a schema change). */
  private closing: string[] = [];

  constructor(capacity = PREPARED_PER_SESSION) {
    this.capacity = capacity;
  }

  /**
   * The messages' plan for `sqls`: each statement's name and whether this message must Parse it
   * (a new text, or a text repeated within the message after its first Parse), and the names to
   * Close before anything else.
   */
  plan(sqls: readonly string[]): StatementPlan {
    if (this.capacity === 0) {
      return { statements: sqls.map(() => ({ name: "", parse: true })), close: [], fresh: [] };
    }
    const fresh = new Map<string, string>();
    const statements = sqls.map((sql) => {
      const known = this.names.get(sql);
      if (known !== undefined) {
        this.names.delete(sql);
        this.names.set(sql, known);
        return { name: known, parse: false };
      }
      const repeated = fresh.get(sql);
      if (repeated !== undefined) return { name: repeated, parse: false };
      const name = `s${this.nextId++}`;
      fresh.set(sql, name);
      return { name, parse: true };
    });
    const inUse = new Set(sqls);
    for (const [sql, name] of this.names) {
      if (this.names.size + fresh.size <= this.capacity) break;
      if (inUse.has(sql)) continue;
      this.names.delete(sql);
      this.closing.push(name);
    }
    const close = this.closing;
    this.closing = [];
    return { statements, close, fresh: [...fresh] };
  }

  /**
   * Records what the server kept: the first `parsed` of the plan's new statements (Parses run in
   * order, and after an error the rest of the message is skipped). When the server refused a
   * statement because a schema change altered its result (0A000), all of the plan's names are
   * closed with the next message, to be parsed again.
   */
  settle(plan: StatementPlan, parsed: number, error?: unknown): void {
    for (const [sql, name] of plan.fresh.slice(0, parsed)) this.names.set(sql, name);
    if (!isStaleStatementError(error)) return;
    for (const [sql, name] of [...this.names]) {
      if (plan.statements.some((statement) => statement.name === name)) {
        this.names.delete(sql);
        this.closing.push(name);
      }
    }
  }
}

export interface StatementPlan {
  statements: { name: string; parse: boolean }[];
  close: string[];
  /** New [SQL text, name] pairs, in the order of their Parse. */
  fresh: [string, string][];
}

/** Postgres refuses a prepared statement whose result columns a schema change altered. */
export function isStaleStatementError(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { code?: unknown }).code === "0A000" &&
    /cached plan must not change result type/.test(String((error as Error).message))
  );
}
