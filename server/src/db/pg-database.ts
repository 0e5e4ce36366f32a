import pg from "pg";
import type { Database, Queryable, QueryResult } from "./database.ts";
import { sharedParsers } from "./type-parsers.ts";

const types = {
  getTypeParser: ((oid: number, format?: string) =>
    sharedParsers[oid] ??
    pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
};

/** Opens a pool on a PostgreSQL server (`DATABASE_URL`). */
export async function openPgDatabase(connectionString: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max, types });
  // Fail at start, not on the first request, when the server is unreachable.
  const client = await pool.connect();
  client.release();
  return {
    driver: "postgres",
    ...queryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await fn(queryable(client));
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query(sql, params as unknown[]);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}
