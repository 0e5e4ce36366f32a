import { parseQuery } from "./query/parse-query.ts";
import type { ReadQuery } from "./query/query-types.ts";
import type { SchemaCatalog, TableInfo } from "./schema-cache.ts";
import { compileRead } from "./sql/compile-read.ts";
import { qualifiedTableName, type Relation, tableRelation } from "./sql/relation.ts";
import type { CompiledQuery } from "./sql/sql-params.ts";

/** A read as parsed and compiled once: the same URL always gives the same SQL and parameters. */
export interface CompiledRead {
  query: ReadQuery;
  relation: Relation;
  from: string;
  compiled: CompiledQuery;
}

/** Reads kept per catalog; a reloaded schema starts afresh, and its old entries go with it. */
const ENTRIES = 500;
const byCatalog = new WeakMap<SchemaCatalog, Map<string, CompiledRead>>();

/**
 * Parses and compiles a GET on a table or view, or takes it from a bounded LRU keyed by what
 * decides it: the table, the query string, the Range header and whether a count is asked for.
 * Compiling needs no role (row-level security is the database's), so every caller shares it.
 * Requests that fail to compile are not kept: their error is thrown again each time.
 */
export function compileReadOnce(
  catalog: SchemaCatalog,
  table: TableInfo,
  request: { search: string; params: URLSearchParams; rangeHeader: string | undefined },
  withCount: boolean,
): CompiledRead {
  let reads = byCatalog.get(catalog);
  if (!reads) {
    reads = new Map();
    byCatalog.set(catalog, reads);
  }
  const key = `${table.name}\n${withCount}\n${request.rangeHeader ?? ""}\n${request.search}`;
  const known = reads.get(key);
  if (known) {
    reads.delete(key);
    reads.set(key, known);
    return known;
  }
  const query = parseQuery(request.params, request.rangeHeader);
  const from = qualifiedTableName(table);
  const relation = tableRelation(table, from, catalog);
  const read = { query, relation, from, compiled: compileRead(query, relation, from, withCount) };
  if (reads.size >= ENTRIES) reads.delete(reads.keys().next().value!);
  reads.set(key, read);
  return read;
}
