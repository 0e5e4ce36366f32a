import { RestError } from "../rest-errors.ts";
import type { OrderTerm, SelectItem } from "../query/query-types.ts";
import { columnRef, type Relation } from "./relation.ts";
import { quoteIdent } from "../../db/quote-ident.ts";

/** The casts a select list may ask for (`col::text`); anything else is refused, not pasted. */
const CASTS: Record<string, string> = {
  text: "text",
  varchar: "varchar",
  char: "char",
  int: "integer",
  int2: "smallint",
  int4: "integer",
  int8: "bigint",
  integer: "integer",
  smallint: "smallint",
  bigint: "bigint",
  numeric: "numeric",
  decimal: "numeric",
  real: "real",
  float4: "real",
  float8: "double precision",
  "double precision": "double precision",
  bool: "boolean",
  boolean: "boolean",
  json: "json",
  jsonb: "jsonb",
  uuid: "uuid",
  date: "date",
  time: "time",
  timestamp: "timestamp",
  timestamptz: "timestamptz",
  interval: "interval",
};

/** One output column of a level of the result: its SQL and the key it gets in the JSON. */
export interface OutputColumn {
  sql: string;
  /** Undefined for `qualifier.*` when the columns are unknown (an rpc result). */
  name?: string;
  isAggregate: boolean;
}

type ColumnItem = Extract<SelectItem, { type: "column" }>;

/** `*` becomes the relation's columns (or `qualifier.*` when unknown). */
export function compileStar(relation: Relation): OutputColumn[] {
  if (!relation.columns) return [{ sql: `${relation.qualifier}.*`, isAggregate: false }];
  return [...relation.columns.keys()].map((name) => ({
    sql: columnRef(relation, name),
    name,
    isAggregate: false,
  }));
}

/**
 * A column, cast or aggregate (`count()`, `col.sum()::int`). A bare `count` the table lacks is
 * `count()`, as `rel(count)` is in PostgREST (Postgres reads `alias.count` as `count(alias)`).
 */
export function compileColumn(item: ColumnItem, relation: Relation): OutputColumn {
  const isCountShorthand =
    item.name === "count" && !item.aggregate && relation.columns && !relation.columns.has("count");
  const aggregate = isCountShorthand ? "count" : item.aggregate;
  const name = isCountShorthand ? "*" : item.name;
  const value = name === "*" ? "*" : castTo(columnRef(relation, name), item.cast);
  if (!aggregate) return { sql: value, name: item.alias ?? item.name, isAggregate: false };
  return {
    sql: castTo(`${aggregate}(${value})`, item.aggregateCast),
    name: item.alias ?? aggregate,
    isAggregate: true,
  };
}

function castTo(sql: string, cast: string | undefined): string {
  if (cast === undefined) return sql;
  const type = CASTS[cast.toLowerCase()];
  if (!type) throw new RestError(400, "42704", `type "${cast}" does not exist`);
  return `cast(${sql} as ${type})`;
}

/** PGRST127: a PostgREST feature this server does not implement yet. */
export function notImplementedError(feature: string): RestError {
  return new RestError(
    400,
    "PGRST127",
    "Feature not implemented",
    `${feature} is not supported yet`,
  );
}

/**
 * Compiles `order=` terms to an ORDER BY clause ("" when there are none). `rel(col)` orders by a
 * column a to-one embed selects (PGRST118 for a to-many, PGRST108 when not embedded).
 */
export function compileOrder(terms: OrderTerm[], relation: Relation): string {
  if (terms.length === 0) return "";
  const parts = terms.map((term) => {
    const direction = term.direction ? ` ${term.direction}` : "";
    const nulls = term.nulls ? ` nulls ${term.nulls}` : "";
    return `${orderedValue(term, relation)}${direction}${nulls}`;
  });
  return ` order by ${parts.join(", ")}`;
}

function orderedValue(term: OrderTerm, relation: Relation): string {
  if (term.relation === undefined) return columnRef(relation, term.column);
  const embed = relation.embeds?.get(term.relation);
  if (!embed) throw notEmbeddedError(term.relation);
  if (!embed.isToOne) {
    throw new RestError(
      400,
      "PGRST118",
      `A related order on '${term.relation}' is not possible`,
      `'${relation.name}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  return `${embed.alias}.${quoteIdent(term.column)}`;
}

/** PGRST108: a filter, order or limit names a resource the select does not embed. */
export function notEmbeddedError(name: string): RestError {
  return new RestError(
    400,
    "PGRST108",
    `'${name}' is not an embedded resource in this request`,
    null,
    `Verify that '${name}' is included in the 'select' query parameter.`,
  );
}
