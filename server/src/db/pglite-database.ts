import { PGlite, type Transaction } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import type { Database, Queryable, QueryResult } from "./database.ts";
import { sharedParsers } from "./type-parsers.ts";

export type PgliteDatabase = Database & { pglite: PGlite };

/** Contrib modules the app schema creates (PGlite loads each one only when listed here). */
const extensions = { btree_gist };

/** Opens the embedded database: in memory when `dataDir` is undefined, otherwise on disk. */
export async function openPgliteDatabase(dataDir?: string): Promise<PgliteDatabase> {
  const pglite = await PGlite.create({ dataDir, parsers: sharedParsers, extensions });
  return wrapPglite(pglite);
}

/** Opens an in-memory database from a tarball made by `PGlite.dumpDataDir` (fast test set-up). */
export async function loadPgliteDatabase(dump: Blob): Promise<PgliteDatabase> {
  const pglite = await PGlite.create({ loadDataDir: dump, parsers: sharedParsers, extensions });
  return wrapPglite(pglite);
}

function wrapPglite(pglite: PGlite): PgliteDatabase {
  return {
    driver: "pglite",
    pglite,
    ...queryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    listen: async (channel, onPayload) => {
      await pglite.listen(channel, onPayload);
    },
    close: () => pglite.close(),
  };
}

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}
