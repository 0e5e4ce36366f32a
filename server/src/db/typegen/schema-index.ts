import type {
  Catalog,
  CatalogColumn,
  CatalogFunction,
  CatalogFunctionArg,
  CatalogRelation,
  CatalogType,
} from "./catalog.ts";

/** A function PostgREST can call, with the arguments a caller passes. */
export interface CallableFunction {
  fn: CatalogFunction;
  inArgs: CatalogFunctionArg[];
}

/** One generated schema's objects, each list in name order as the generated text lists them. */
export interface SchemaObjects {
  tables: CatalogRelation[];
  views: CatalogRelation[];
  functions: CallableFunction[];
  enums: CatalogType[];
  compositeTypes: CatalogType[];
}

/** The catalog with the look-ups rendering needs. */
export interface SchemaIndex {
  catalog: Catalog;
  bySchema: Map<string, SchemaObjects>;
  columnsOf(relationId: number): CatalogColumn[];
  type(id: number): CatalogType | undefined;
  /** The row type (of a table, view or composite type) with this id, if it is one. */
  rowType(id: number): CatalogType | undefined;
  /** The table or view a function returns rows of, or the composite type it returns. */
  returnedRelationName(fn: CatalogFunction): string | null;
}

// json, jsonb and text: PostgREST passes a whole request body as a single unnamed one of these.
const BODY_ARG_TYPES = new Set([114, 3802, 25]);
const INPUT_MODES = new Set(["in", "inout", "variadic"]);

const byName = <T>(nameOf: (item: T) => string) => {
  return (a: T, b: T) => nameOf(a).localeCompare(nameOf(b));
};

export function indexSchema(catalog: Catalog): SchemaIndex {
  const columns = new Map<number, CatalogColumn[]>(catalog.relations.map((r) => [r.id, []]));
  for (const column of catalog.columns) columns.get(column.tableId)?.push(column);
  for (const list of columns.values()) list.sort(byName((column) => column.name));
  const types = new Map(catalog.types.map((type) => [type.id, type]));
  const rowTypes = new Map(
    catalog.types.filter((type) => type.relationId !== null).map((type) => [type.id, type]),
  );
  const relationNames = new Map(catalog.relations.map((r) => [r.id, r.name]));

  const index: SchemaIndex = {
    catalog,
    bySchema: new Map(),
    columnsOf: (id) => columns.get(id) ?? [],
    type: (id) => types.get(id),
    rowType: (id) => rowTypes.get(id),
    returnedRelationName: (fn) => {
      if (fn.returnTypeRelationId === null) return null;
      return (
        relationNames.get(fn.returnTypeRelationId) ?? rowTypes.get(fn.returnTypeId)?.name ?? null
      );
    },
  };
  for (const schema of catalog.schemas) {
    const inSchema = <T extends { schema: string }>(items: T[]) =>
      items.filter((item) => item.schema === schema);
    const relations = inSchema(catalog.relations);
    const schemaTypes = inSchema(catalog.types);
    index.bySchema.set(schema, {
      tables: relations.filter((r) => r.kind === "table").sort(byName((r) => r.name)),
      views: relations.filter((r) => r.kind !== "table").sort(byName((r) => r.name)),
      functions: inSchema(catalog.functions)
        .map((fn) => callable(fn, index))
        .filter((entry) => entry !== null)
        .sort(byName(({ fn }) => fn.name)),
      enums: schemaTypes.filter((type) => type.enums.length > 0).sort(byName((t) => t.name)),
      compositeTypes: schemaTypes
        .filter((type) => type.attributes.length > 0)
        .sort(byName((t) => t.name)),
    });
  }
  return index;
}

/**
 * The function with its arguments in name order, or null when PostgREST cannot call it: it
 * calls with named arguments, so an unnamed one must have a default and be a body type, or be
 * the only one, of a body type or a row type (a computed field).
 */
function callable(fn: CatalogFunction, index: SchemaIndex): CallableFunction | null {
  const sorted = { ...fn, args: [...fn.args].sort(byName((arg) => arg.name)) };
  const inArgs = sorted.args.filter((arg) => INPUT_MODES.has(arg.mode));
  const unnamed = inArgs.filter((arg) => arg.name === "");
  const onlyArg = inArgs.length === 1 ? unnamed[0] : undefined;
  const ok =
    unnamed.length === 0 ||
    unnamed.every((arg) => arg.hasDefault && BODY_ARG_TYPES.has(arg.typeId)) ||
    (onlyArg !== undefined &&
      (BODY_ARG_TYPES.has(onlyArg.typeId) || index.rowType(onlyArg.typeId) !== undefined));
  return ok ? { fn: sorted, inArgs } : null;
}
