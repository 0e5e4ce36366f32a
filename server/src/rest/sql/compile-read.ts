import type { ReadQuery } from "../query/query-types.ts";
import { compileRootNode } from "./compile-node.ts";
import type { NodeSource } from "./read-node.ts";
import type { Relation } from "./relation.ts";
import { type CompiledQuery, SqlParams } from "./sql-params.ts";

/** Every compiled statement answers one row of this shape; JSON is built in SQL. */
export interface ResultRow {
  body: string | null;
  single: string | null;
  page_count: number;
  total: number | null;
  inserted_count: number | null;
  /** `return=headers-only` inserts: the first row's primary key as `[["id","1"]]`. */
  location?: string | null;
}

/** The aggregate that turns the rows of `source` into the response columns. */
export function aggregateRows(
  source: string,
  { total = "null::int", inserted = "null::int" }: { total?: string; inserted?: string } = {},
): string {
  return (
    "select coalesce(json_agg(pgrst_t), '[]')::text as body, (json_agg(pgrst_t) -> 0)::text as single," +
    ` count(*)::int as page_count, ${total} as total, ${inserted} as inserted_count from (${source}) pgrst_t`
  );
}

/**
 * Compiles a GET on a table or view: the page as JSON text, and with `withCount` the number of
 * rows (or groups) matching the filters, before limit/offset, in the same statement.
 */
export function compileRead(
  query: ReadQuery,
  relation: Relation,
  from: string,
  withCount: boolean,
): CompiledQuery {
  const params = new SqlParams();
  const source = { relation, from };
  const page = compileRootNode(query.select, query, source, params, query.embedded);
  const total = withCount ? compileTotal(query, source, params) : undefined;
  return { sql: aggregateRows(page.sql, total ? { total } : {}), params: params.values };
}

/** Asks the planner how many rows match the filters (`count=planned`), as PostgREST does. */
export function compilePlannedCount(
  query: ReadQuery,
  relation: Relation,
  from: string,
): CompiledQuery {
  const params = new SqlParams();
  const sql = `explain (format json) ${compileUnpaged(query, { relation, from }, params)}`;
  return { sql, params: params.values };
}

/** `count=exact`: the rows (or groups) the query matches, before limit and offset. */
export function compileTotal(query: ReadQuery, source: NodeSource, params: SqlParams): string {
  return `(select count(*) from (${compileUnpaged(query, source, params)}) pgrst_c)::int`;
}

/** The query without its order and range: what a count counts. */
function compileUnpaged(query: ReadQuery, source: NodeSource, params: SqlParams): string {
  const unpaged = { ...query, order: [], range: { offset: 0 } };
  return compileRootNode(query.select, unpaged, source, params, query.embedded).sql;
}
