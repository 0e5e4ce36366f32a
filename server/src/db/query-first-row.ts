import type { Queryable } from "./database.ts";

/** The first row a statement returns, or undefined when there is none (a find, take or lock). */
export async function queryFirstRow<Row>(
  q: Queryable,
  sql: string,
  params: readonly unknown[],
): Promise<Row | undefined> {
  const { rows } = await q.query<Row>(sql, params);
  return rows[0];
}
