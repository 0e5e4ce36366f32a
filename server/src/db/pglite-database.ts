import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import type { Database, Queryable, QueryResult } from "./database.ts";
import { createPgliteSession, type PgliteSession } from "./pglite-session.ts";
import { sharedParsers } from "./type-parsers.ts";

export type PgliteDatabase = Database & { pglite: PGlite };

/** Contrib modules the app schema creates (PGlite loads each one only when listed here). */
const extensions = { btree_gist };

/**
 * Postgres touches its whole buffer pool at start, so every megabyte of it is resident. The app's
 * database is about 12 MB (mostly catalogs): 16 MB holds it, where PGlite's default 128 MB cost
 * about 100 MiB more and 32 MB 18 MiB more. A page outside the pool is one read of an OS-cached file.
 */
const startParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/** Opens the embedded database in this thread: in memory when `dataDir` is undefined, otherwise on disk. */
export async function openPgliteDatabase(
  dataDir?: string,
  options: Pick<PGliteOptions, "initialMemory"> = {},
): Promise<PgliteDatabase> {
  const pglite = await PGlite.create({
    dataDir,
    parsers: sharedParsers,
    extensions,
    startParams,
    ...options,
  });
  return wrapPglite(pglite);
}

/** Opens an in-memory database from a tarball made by `PGlite.dumpDataDir` (fast test set-up). */
export async function loadPgliteDatabase(dump: Blob): Promise<PgliteDatabase> {
  const pglite = await PGlite.create({
    loadDataDir: dump,
    parsers: sharedParsers,
    extensions,
    startParams,
  });
  return wrapPglite(pglite);
}

function wrapPglite(pglite: PGlite): PgliteDatabase {
  const session = createPgliteSession(pglite);
  // PGlite is one Postgres session: a statement waits for the transaction in hand to end.
  let tail: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => T | Promise<T>): Promise<T> => {
    const result = tail.then(work);
    tail = result.catch(() => undefined);
    return result;
  };
  const queryable = (isOpen: () => boolean): Queryable => ({
    async query<Row>(sql: string, params?: readonly unknown[]) {
      if (!isOpen()) throw new Error("transaction is closed");
      return (await session.run([{ sql, params }]))[0] as QueryResult<Row>;
    },
    async exec(sql) {
      if (!isOpen()) throw new Error("transaction is closed");
      await session.exec(sql);
    },
    pipeline(statements) {
      if (!isOpen()) throw new Error("transaction is closed");
      return session.run(statements);
    },
  });
  return {
    driver: "pglite",
    pglite,
    query: <Row>(sql: string, params?: readonly unknown[]) =>
      exclusive(async () => (await session.run([{ sql, params }]))[0] as QueryResult<Row>),
    exec: (sql) => exclusive(async () => void (await session.exec(sql))),
    pipeline: (statements) => exclusive(() => session.run(statements)),
    transaction: (fn) => exclusive(() => runTransaction(session, fn, queryable)),
    listen: (channel, onPayload) => exclusive(() => session.listen(channel, onPayload)),
    close: () => exclusive(() => pglite.close()),
  };
}

async function runTransaction<T>(
  session: PgliteSession,
  fn: (tx: Queryable) => Promise<T>,
  queryable: (isOpen: () => boolean) => Queryable,
): Promise<T> {
  await session.exec("begin");
  let isOpen = true;
  try {
    const value = await fn(queryable(() => isOpen));
    isOpen = false;
    // COMMIT of a transaction a failed statement aborted answers ROLLBACK, not an error.
    if ((await session.exec("commit"))[0] === "ROLLBACK")
      throw new Error("transaction was aborted");
    return value;
  } catch (error) {
    if (isOpen) {
      isOpen = false;
      await session.exec("rollback");
    }
    throw error;
  }
}
