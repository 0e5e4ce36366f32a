import { columnNotFoundError } from "../rest-errors.ts";
import type { ColumnInfo, SchemaCatalog, TableInfo } from "../schema-cache.ts";
import { quoteIdent } from "../../db/quote-ident.ts";

/** What a compiled query reads from: its SQL name for columns, and the columns when known. */
export interface Relation {
  /** The table name (relationships are looked up by it). */
  name: string;
  /** The alias an embedded table has in SQL, which Postgres's messages name instead. */
  alias?: string;
  /** How columns are qualified, e.g. `"public"."todos"` or `pgrst_m`. */
  qualifier: string;
  /** Undefined for an rpc result, whose columns the cache does not list. */
  columns?: Map<string, ColumnInfo>;
  /** Present when related tables may be embedded; `depth` keeps nested aliases apart. */
  embedding?: { catalog: SchemaCatalog; depth: number };
  /** Embeds of this level by name: their lateral join's alias, for `rel=is.null` and `rel(col)`. */
  embeds?: Map<string, { alias: string; isToOne: boolean }>;
  /** Collects the columns referenced through this relation (a page subquery selects them). */
  used?: Set<string>;
}

export function tableRelation(
  table: TableInfo,
  qualifier = qualifiedTableName(table),
  catalog?: SchemaCatalog,
): Relation {
  const relation: Relation = { name: table.name, qualifier, columns: table.columns };
  if (catalog) relation.embedding = { catalog, depth: 0 };
  return relation;
}

export function qualifiedTableName(table: TableInfo): string {
  return `"public".${quoteIdent(table.name)}`;
}

/** The column's info, or Postgres's 42703 when the relation lacks it. */
export function findColumn(relation: Relation, column: string): ColumnInfo | undefined {
  if (!relation.columns) return undefined;
  const info = relation.columns.get(column);
  if (!info) throw columnNotFoundError(relation.alias ?? relation.name, column);
  return info;
}

/** A qualified, quoted reference to a checked column. */
export function columnRef(relation: Relation, column: string): string {
  findColumn(relation, column);
  relation.used?.add(column);
  return `${relation.qualifier}.${quoteIdent(column)}`;
}
