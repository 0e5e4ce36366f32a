import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import type { Logger } from "../lib/logger.ts";
import {
  DatabaseUnavailableError,
  describeConnectFailure,
  isConnectionError,
  isUnsentStatementError,
} from "./connection-errors.ts";
import type { Database, Queryable, QueryResult, Statement } from "./database.ts";
import { Pipeline } from "./pg-pipeline.ts";
import { isStaleStatementError, PREPARED_PER_SESSION } from "./prepared-statements.ts";
import { sharedParsers } from "./type-parsers.ts";

const types = {
  getTypeParser: ((oid: number, format?: string) =>
    sharedParsers[oid] ??
    pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
};

/** How long a request keeps retrying work that never reached the server (a restart takes ~1 s). */
const RETRY_WINDOW_MS = 2000;
const FIRST_RETRY_DELAY_MS = 50;
const MAX_RETRY_DELAY_MS = 400;
/** How often a lost LISTEN connection tries to come back. */
const RELISTEN_DELAY_MS = 1000;

export interface PgDatabaseOptions {
  logger: Logger;
  /** Pool size. */
  max?: number;
  /** Seconds to wait for a new connection (TCP and start-up) before giving up. */
  connectTimeoutSeconds?: number;
  /**
   * Keep statements prepared on each connection (default). Off for a pooler in transaction mode
   * that cannot carry them from one transaction to the next.
   */
  preparedStatements?: boolean;
}

/** Work that never reached the server, or that the server kept nothing of: safe to run again. */
class NotSent extends Error {}

const BEGIN: Statement = { sql: "begin", params: [] };

/** A transaction's connection and what its first message answered, or how its statement failed. */
type OpenedTransaction = { client: pg.PoolClient } & (
  { results: QueryResult<Record<string, unknown>>[] } | { results?: undefined; error: unknown }
);

/**
 * Opens a pool on a PostgreSQL server (`DATABASE_URL`). A restart of the server costs only the
 * statements in flight: lost connections are dropped and logged, work that never reached the
 * server is retried for a moment, and anything else fails with DatabaseUnavailableError.
 */
export async function openPgDatabase(
  connectionString: string,
  options: PgDatabaseOptions,
): Promise<Database> {
  const { logger, max = 10, connectTimeoutSeconds = 10 } = options;
  const prepared = options.preparedStatements === false ? 0 : PREPARED_PER_SESSION;
  const pool = new pg.Pool({
    connectionString,
    max,
    types,
    connectionTimeoutMillis: connectTimeoutSeconds * 1000,
  });
  const health = trackConnectionHealth(logger);
  // The pool emits an idle client's lost connection (restart, pg_terminate_backend) and drops
  // the client; with no listener the 'error' event would end the process.
  pool.on("error", health.lost);

  // Fail at start, not on the first request, when the server is unreachable.
  try {
    (await pool.connect()).release();
  } catch (error) {
    await pool.end();
    const { hostname, port } = new URL(connectionString);
    const reason = describeConnectFailure(error, connectTimeoutSeconds);
    const problem = `cannot connect to ${hostname}:${port || 5432} (${reason})`;
    throw new DatabaseUnavailableError(problem, { cause: error });
  }

  async function acquire(): Promise<pg.PoolClient> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      health.lost(error as Error);
      throw new NotSent("cannot connect", { cause: error });
    }
    health.restored();
    // A checked-out client has no pool listener: a connection lost between statements would
    // otherwise be an unhandled 'error' event.
    client.on("error", health.lost);
    return client;
  }

  function release(client: pg.PoolClient, error?: unknown): void {
    client.off("error", health.lost);
    // An error destroys the client instead of returning a dead connection to the pool.
    client.release(isConnectionError(error) ? (error as Error) : undefined);
  }

  /** A driver error as the rest of the server sees it; a lost connection is logged once. */
  function translate(error: unknown): unknown {
    if (!isConnectionError(error) || error instanceof DatabaseUnavailableError) return error;
    health.lost(error as Error);
    return new DatabaseUnavailableError("database connection lost", { cause: error });
  }

  const rethrow = (error: unknown): never => {
    throw translate(error);
  };
  /** `work` on a client of its own; retried only when the driver never sent it. */
  const runAlone = <T>(work: (client: pg.PoolClient) => Promise<T>) =>
    retryUnsent(async () => {
      const client = await acquire();
      try {
        const result = await work(client);
        release(client);
        return result;
      } catch (error) {
        release(client, error);
        throw isUnsentStatementError(error) ? new NotSent("not sent", { cause: error }) : error;
      }
    }).catch(rethrow);

  const listeners = new Set<pg.Client>();
  let isClosed = false;

  /** LISTEN on a connection of its own (a pooled one would be handed to requests). */
  async function listen(channel: string, onPayload: (payload: string) => void): Promise<void> {
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: connectTimeoutSeconds * 1000,
    });
    client.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    client.on("error", (error) => {
      health.lost(error);
      listeners.delete(client);
      void client.end().catch(() => undefined);
      void relisten(channel, onPayload);
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    listeners.add(client);
  }

  async function relisten(channel: string, onPayload: (payload: string) => void): Promise<void> {
    while (!isClosed) {
      await sleep(RELISTEN_DELAY_MS);
      if (isClosed) return;
      try {
        await listen(channel, onPayload);
        onPayload("");
        return;
      } catch {
        // Still down: try again after the delay.
      }
    }
  }

  /**
   * Opens a transaction on a connection of its own with its first statements: BEGIN goes in their
   * message, not in a round trip of its own. A lost connection rolls back whatever of it ran (no
   * COMMIT was sent), so that message is sent again on a new connection.
   */
  async function openTransaction(statements: readonly Statement[]): Promise<OpenedTransaction> {
    const candidate = await acquire();
    try {
      const [, ...results] = await runPipeline(candidate, prepared, [BEGIN, ...statements]);
      return { client: candidate, results };
    } catch (error) {
      // A statement failed: the transaction is open, aborted, and rolled back by its caller.
      if (!isConnectionError(error)) return { client: candidate, error };
      release(candidate, error);
      throw new NotSent("lost before commit", { cause: error });
    }
  }

  async function transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    // The first call opens the transaction; later ones wait for it. One that sends nothing
    // takes no connection.
    let opening: Promise<OpenedTransaction> | undefined;
    const send = async (statements: readonly Statement[]) => {
      if (opening) return runPipeline((await opening).client, prepared, statements).catch(rethrow);
      opening = retryUnsent(() => openTransaction(statements));
      const opened = await opening.catch(rethrow);
      if (opened.results === undefined) throw opened.error;
      return opened.results;
    };
    const tx: Queryable = {
      query: async <Row>(sql: string, params: readonly unknown[] = []) =>
        (await send([{ sql, params }]))[0] as QueryResult<Row>,
      exec: async (sql) => {
        if (!opening) await send([]);
        const { client } = await opening!;
        await client.query(sql).catch(rethrow);
      },
      pipeline: send,
    };
    try {
      const result = await fn(tx);
      if (opening) {
        const { client } = await opening;
        // A COMMIT whose connection is lost may have committed: never retried.
        await client.query("commit");
        release(client);
      }
      return result;
    } catch (error) {
      const opened = await opening?.catch(() => undefined);
      if (opened) {
        if (!isConnectionError(error)) await opened.client.query("rollback").catch(() => undefined);
        release(opened.client, error);
      }
      throw translate(error);
    }
  }

  return {
    driver: "postgres",
    query: <Row>(sql: string, params?: readonly unknown[]) =>
      runAlone((client) => runFresh(() => runStatement<Row>(client, prepared, sql, params))),
    exec: (sql) => runAlone((client) => client.query(sql)).then(() => undefined),
    transaction,
    pipeline: (statements) =>
      runAlone((client) => runFresh(() => runPipeline(client, prepared, statements))),
    listen,
    async close() {
      isClosed = true;
      await Promise.all([...listeners].map((client) => client.end().catch(() => undefined)));
      await pool.end();
    },
  };
}

async function runStatement<Row>(
  client: pg.PoolClient,
  prepared: number,
  sql: string,
  params: readonly unknown[] = [],
): Promise<QueryResult<Row>> {
  const [result] = await runPipeline(client, prepared, [{ sql, params }]);
  return result as QueryResult<Row>;
}

/** `statements` as one pipeline, each kept prepared on the connection when `prepared` > 0. */
function runPipeline(
  client: pg.PoolClient,
  prepared: number,
  statements: readonly Statement[],
): Promise<QueryResult<Record<string, unknown>>[]> {
  const pipeline = new Pipeline(statements, types.getTypeParser, prepared);
  client.query(pipeline);
  return pipeline.results;
}

/**
 * Runs `work` again once when a schema change made a prepared statement stale: outside a
 * transaction block the refused message kept nothing, and the statement is now parsed anew.
 */
async function runFresh<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isStaleStatementError(error)) return work();
    throw error;
  }
}

/** Runs `attempt` again, backing off, while it fails with NotSent and the retry window lasts. */
async function retryUnsent<T>(attempt: () => Promise<T>): Promise<T> {
  const deadline = performance.now() + RETRY_WINDOW_MS;
  for (let delay = FIRST_RETRY_DELAY_MS; ; delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS)) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof NotSent)) throw error;
      if (performance.now() + delay > deadline) {
        throw new DatabaseUnavailableError("database unavailable", { cause: error.cause });
      }
      await sleep(delay);
    }
  }
}

/** Logs the first lost connection of an outage and the first success after it, not every one. */
function trackConnectionHealth(logger: Logger) {
  let isLost = false;
  return {
    lost(error: Error): void {
      if (isLost) return;
      isLost = true;
      logger.warn({ err: error }, "database connection lost");
    },
    restored(): void {
      if (!isLost) return;
      isLost = false;
      logger.info("database connection restored");
    },
  };
}
