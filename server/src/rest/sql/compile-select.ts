import { RestError } from "../rest-errors.ts";
import type { OrderTerm, SelectItem } from "../query/query-types.ts";
import { columnRef, type Relation } from "./relation.ts";
import { quoteIdent } from "./sql-params.ts";

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

/** Compiles a select list; `*` becomes the relation's columns (or `qualifier.*` when unknown). */
export function compileSelectList(items: SelectItem[], relation: Relation): string {
  return items.map((item) => compileSelectItem(item, relation)).join(", ");
}

function compileSelectItem(item: SelectItem, relation: Relation): string {
  if (item.type === "star") {
    if (!relation.columns) return `${relation.qualifier}.*`;
    return [...relation.columns.keys()].map((name) => columnRef(relation, name)).join(", ");
  }
  if (item.type === "embed") {
    throw new RestError(
      400,
      "PGRST200",
      `Could not find a relationship between '${relation.name}' and '${item.target}' in the schema cache`,
      `Searched for a foreign key relationship between '${relation.name}' and '${item.target}' in the schema 'public', but no matches were found.`,
    );
  }
  const ref = columnRef(relation, item.name);
  const label = quoteIdent(item.alias ?? item.name);
  if (item.cast === undefined) return `${ref} as ${label}`;
  const type = CASTS[item.cast.toLowerCase()];
  if (!type) {
    throw new RestError(400, "42704", `type "${item.cast}" does not exist`);
  }
  return `cast(${ref} as ${type}) as ${label}`;
}

/** Compiles `order=` terms to an ORDER BY clause ("" when there are none). */
export function compileOrder(terms: OrderTerm[], relation: Relation): string {
  if (terms.length === 0) return "";
  const parts = terms.map((term) => {
    const direction = term.direction ? ` ${term.direction}` : "";
    const nulls = term.nulls ? ` nulls ${term.nulls}` : "";
    return `${columnRef(relation, term.column)}${direction}${nulls}`;
  });
  return ` order by ${parts.join(", ")}`;
}
