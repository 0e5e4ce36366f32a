import { RestError } from "../rest-errors.ts";
import type { OrderTerm, SelectItem } from "../query/query-types.ts";
import type { SchemaCatalog, TableInfo } from "../schema-cache.ts";
import { columnRef, qualifiedTableName, type Relation } from "./relation.ts";
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
  if (item.type === "embed") return compileEmbed(item, relation);
  const ref = columnRef(relation, item.name);
  const label = quoteIdent(item.alias ?? item.name);
  if (item.cast === undefined) return `${ref} as ${label}`;
  const type = CASTS[item.cast.toLowerCase()];
  if (!type) {
    throw new RestError(400, "42704", `type "${item.cast}" does not exist`);
  }
  return `cast(${ref} as ${type}) as ${label}`;
}

type EmbedItem = Extract<SelectItem, { type: "embed" }>;

/**
 * A related table through a foreign key, as a correlated subquery: an object for many-to-one,
 * an array for one-to-many. RLS applies to the related table as to any other read.
 */
function compileEmbed(item: EmbedItem, relation: Relation): string {
  const embedding = relation.embedding;
  if (!embedding) throw notImplementedError("Resource embedding in rpc results");
  if (item.isSpread) throw notImplementedError("Spread embedding (...)");
  if (item.hint === "inner") throw notImplementedError("Inner join embedding (!inner)");
  const { catalog } = embedding;
  const { isToOne, join } = findRelationship(catalog, relation.name, item);
  const target = catalog.tables.get(item.target) as TableInfo;
  const depth = embedding.depth + 1;
  const qualifier = `pgrst_e${depth}`;
  const inner: Relation = {
    name: target.name,
    qualifier,
    columns: target.columns,
    embedding: { catalog, depth },
  };
  const on = join
    .map(
      ([innerColumn, outerColumn]) =>
        `${columnRef(inner, innerColumn)} = ${columnRef(relation, outerColumn)}`,
    )
    .join(" and ");
  const source = `select ${compileSelectList(item.select, inner)} from ${qualifiedTableName(target)} as ${qualifier} where ${on}`;
  const row = `${qualifier}_row`;
  const value = isToOne
    ? `(select row_to_json(${row}) from (${source} limit 1) ${row})`
    : `(select coalesce(json_agg(${row}), '[]') from (${source}) ${row})`;
  return `${value} as ${quoteIdent(item.alias ?? item.target)}`;
}

/** The one foreign key between the two tables (a `!hint` names the key or its column). */
function findRelationship(
  catalog: SchemaCatalog,
  parent: string,
  item: EmbedItem,
): { isToOne: boolean; join: [string, string][] } {
  const hint = item.hint === "left" ? undefined : item.hint;
  const pair = (a: string[], b: string[]) => a.map((c, i): [string, string] => [c, b[i] ?? ""]);
  const candidates = catalog.foreignKeys
    .flatMap((fk) => [
      ...(fk.table === parent && fk.foreignTable === item.target
        ? [{ fk, isToOne: true, join: pair(fk.foreignColumns, fk.columns) }]
        : []),
      ...(fk.foreignTable === parent && fk.table === item.target
        ? [{ fk, isToOne: false, join: pair(fk.columns, fk.foreignColumns) }]
        : []),
    ])
    .filter(
      ({ fk }) => !hint || fk.name === hint || (fk.columns.length === 1 && fk.columns[0] === hint),
    );
  const [first, second] = candidates;
  if (first && !second) return first;
  if (first) {
    throw new RestError(
      300,
      "PGRST201",
      `Could not embed because more than one relationship was found for '${parent}' and '${item.target}'`,
      null,
      `Try changing '${item.target}' to one of the following: ${candidates.map((c) => `'${item.target}!${c.fk.name}'`).join(", ")}.`,
    );
  }
  throw new RestError(
    400,
    "PGRST200",
    `Could not find a relationship between '${parent}' and '${item.target}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent}' and '${item.target}' in the schema 'public', but no matches were found.`,
  );
}

/** PGRST127: a PostgREST feature this server does not implement yet. */
function notImplementedError(feature: string): RestError {
  return new RestError(
    400,
    "PGRST127",
    "Feature not implemented",
    `${feature} is not supported yet`,
  );
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
