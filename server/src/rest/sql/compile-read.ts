import type { ReadQuery } from "../query/query-types.ts";
import { compileWhere } from "./compile-filter.ts";
import { compileOrder, compileSelectList } from "./compile-select.ts";
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
 * rows matching the filters (before limit/offset) in the same statement.
 */
export function compileRead(
  query: ReadQuery,
  relation: Relation,
  from: string,
  withCount: boolean,
): CompiledQuery {
  const params = new SqlParams();
  const where = compileWhere(query.conditions, relation, params);
  const source = `select ${compileSelectList(query.select, relation)} from ${from}${where}${compileOrder(query.order, relation)}${compileLimit(query, params)}`;
  const total = withCount ? `(select count(*) from ${from}${where})::int` : undefined;
  return { sql: aggregateRows(source, total ? { total } : {}), params: params.values };
}

/** Asks the planner how many rows match the filters (`count=planned`), as PostgREST does. */
export function compilePlannedCount(
  query: ReadQuery,
  relation: Relation,
  from: string,
): CompiledQuery {
  const params = new SqlParams();
  const where = compileWhere(query.conditions, relation, params);
  return { sql: `explain (format json) select 1 from ${from}${where}`, params: params.values };
}

function compileLimit(query: ReadQuery, params: SqlParams): string {
  const { offset, limit } = query.range;
  const limitSql = limit === undefined ? "" : ` limit ${params.add(String(limit))}::bigint`;
  const offsetSql = offset === 0 ? "" : ` offset ${params.add(String(offset))}::bigint`;
  return limitSql + offsetSql;
}
