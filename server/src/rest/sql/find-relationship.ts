import { RestError } from "../rest-errors.ts";
import type { SchemaCatalog, TableInfo } from "../schema-cache.ts";

export type Cardinality = "many-to-one" | "one-to-many" | "one-to-one";

/** A foreign key seen from one side: the origin embeds the target. */
export interface Relationship {
  constraint: string;
  origin: string;
  target: string;
  cardinality: Cardinality;
  /** `[origin column, target column]` pairs the join compares. */
  columns: [string, string][];
  isSelf: boolean;
}

export function isToOne(relationship: Relationship): boolean {
  return relationship.cardinality !== "one-to-many";
}

/**
 * The relationship `origin?select=target!hint(...)` names, chosen as PostgREST 12's `findRel`
 * does: the target is a table, a foreign key name or a column; the hint is a foreign key name or
 * a column on either side. A self-referencing key gives a one-to-many when named by the table
 * (`children:items(*)`, `items!parent_id(*)`) and a many-to-one when named by its column
 * (`parent_id(*)`). None is PGRST200, several are PGRST201.
 */
export function findRelationship(
  catalog: SchemaCatalog,
  origin: string,
  target: string,
  hint: string | undefined,
): Relationship {
  const matches = listRelationships(catalog, origin).filter((rel) =>
    hint === undefined ? matchesTarget(rel, target) : matchesHint(rel, target, hint),
  );
  const [first, second] = matches;
  if (first && !second) return first;
  if (first) throw ambiguousError(origin, target, matches);
  const usingHint = hint === undefined ? "" : `' using the hint '${hint}`;
  throw new RestError(
    400,
    "PGRST200",
    `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${origin}' and '${target}${usingHint}' in the schema 'public', but no matches were found.`,
  );
}

function matchesTarget(rel: Relationship, target: string): boolean {
  if (rel.isSelf) {
    return (
      (rel.target === target && rel.cardinality === "one-to-many") ||
      (rel.cardinality === "many-to-one" && singleColumn(rel, 0) === target)
    );
  }
  return rel.target === target || rel.constraint === target || singleColumn(rel, 0) === target;
}

function matchesHint(rel: Relationship, target: string, hint: string): boolean {
  if (rel.target !== target) return false;
  if (rel.isSelf) return rel.cardinality === "one-to-many" && singleColumn(rel, 1) === hint;
  return rel.constraint === hint || singleColumn(rel, 0) === hint || singleColumn(rel, 1) === hint;
}

/** The origin (0) or target (1) column of a single-column key. */
function singleColumn(rel: Relationship, side: 0 | 1): string | undefined {
  return rel.columns.length === 1 ? rel.columns[0]?.[side] : undefined;
}

/** Every foreign key touching `origin`, from both ends; a self-reference gives two. */
function listRelationships(catalog: SchemaCatalog, origin: string): Relationship[] {
  return catalog.foreignKeys.flatMap((fk) => {
    const isSelf = fk.table === fk.foreignTable;
    const isOneToOne = !isSelf && isUniqueKey(catalog.tables.get(fk.table), fk.columns);
    const side = (
      target: string,
      isToMany: boolean,
      from: string[],
      to: string[],
    ): Relationship => ({
      constraint: fk.name,
      origin,
      target,
      cardinality: isOneToOne ? "one-to-one" : isToMany ? "one-to-many" : "many-to-one",
      columns: from.map((c, i): [string, string] => [c, to[i] ?? ""]),
      isSelf,
    });
    return [
      ...(fk.table === origin ? [side(fk.foreignTable, false, fk.columns, fk.foreignColumns)] : []),
      ...(fk.foreignTable === origin ? [side(fk.table, true, fk.foreignColumns, fk.columns)] : []),
    ];
  });
}

/** The referencing columns are the table's primary key or a unique constraint. */
function isUniqueKey(table: TableInfo | undefined, columns: string[]): boolean {
  return (table?.uniqueKeys ?? []).some(
    (key) => key.length === columns.length && key.every((c) => columns.includes(c)),
  );
}

/** PGRST201 with PostgREST's list of candidates in `details`. */
function ambiguousError(origin: string, target: string, matches: Relationship[]): RestError {
  const list = (cols: string[]) => `(${cols.join(", ")})`;
  const details = matches.map((rel) => ({
    cardinality: rel.cardinality,
    embedding: `${rel.origin} with ${rel.target}`,
    relationship: `${rel.constraint} using ${rel.origin}${list(rel.columns.map((c) => c[0]))} and ${rel.target}${list(rel.columns.map((c) => c[1]))}`,
  }));
  return new RestError(
    300,
    "PGRST201",
    `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    details,
    `Try changing '${target}' to one of the following: ${matches.map((rel) => `'${rel.target}!${rel.constraint}'`).join(", ")}. Find the desired relationship in the 'details' key.`,
  );
}
