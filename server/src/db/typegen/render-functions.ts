import type { CatalogFunction } from "./catalog.ts";
import type { CallableFunction, SchemaIndex } from "./schema-index.ts";
import { nullable, pgTypeToTs } from "./ts-type.ts";

/**
 * What a function returns as one row: the columns of `returns table (…)`, those of the table or
 * view whose rows it returns, or the type it returns.
 */
export function functionResultType(schema: string, fn: CatalogFunction, index: SchemaIndex) {
  const tsTypeOf = (typeId: number) => {
    const type = index.type(typeId);
    return type ? pgTypeToTs(schema, type.name, index.catalog) : "unknown";
  };
  const tableColumns = fn.args.filter((arg) => arg.mode === "table");
  if (tableColumns.length > 0) {
    return `{ ${tableColumns.map((arg) => `${JSON.stringify(arg.name)}: ${tsTypeOf(arg.typeId)}`).join(",\n")} }`;
  }
  const objects = index.bySchema.get(schema);
  const relation = [...(objects?.tables ?? []), ...(objects?.views ?? [])].find(
    (r) => r.id === fn.returnTypeRelationId,
  );
  if (relation) {
    const columns = index
      .columnsOf(relation.id)
      .map(
        (column) =>
          `${JSON.stringify(column.name)}: ${nullable(pgTypeToTs(schema, column.format, index.catalog), column.isNullable)}`,
      );
    return `{ ${columns.join(",\n")} }`;
  }
  return tsTypeOf(fn.returnTypeId);
}

/**
 * A function's entry in `Functions`: one `{ Args; Returns }` per overload, joined in a union.
 * Rows come back as an array unless one row is all there can be; `SetofOptions` tells
 * postgrest-js which relation's rows they are, so a `.select()` after `.rpc()` is typed.
 */
export function renderFunctionSignatures(
  schema: string,
  overloads: CallableFunction[],
  index: SchemaIndex,
): string {
  return overloads
    .map(({ fn, inArgs }) => {
      const args =
        inArgs.length === 0
          ? "never"
          : `{ ${inArgs
              .map((arg) => {
                const type = index.type(arg.typeId);
                const tsType = type ? pgTypeToTs(schema, type.name, index.catalog) : "unknown";
                return `${JSON.stringify(arg.name)}${arg.hasDefault ? "?" : ""}: ${tsType}`;
              })
              .join(", ")} }`;
      const refusal =
        ambiguousOverload(schema, overloads, { fn, inArgs }, index) ??
        unusableRowArgument(schema, { fn, inArgs }, index);
      const result =
        refusal === null
          ? functionResultType(schema, fn, index)
          : `{ error: true } & ${JSON.stringify(refusal)}`;
      return `{ Args: ${args}; Returns: ${returnsOf(fn, result, index)} }`;
    })
    .join(" |\n");
}

function returnsOf(fn: CatalogFunction, result: string, index: SchemaIndex): string {
  const relationName = index.returnedRelationName(fn);
  const manyRows = fn.rows !== null && fn.rows > 1;
  let setof =
    relationName === null ? "" : setofOptions("*", relationName, !manyRows, fn.isSetReturning);
  const rowArg = fn.args.length === 1 ? index.rowType(fn.args[0]!.typeId) : undefined;
  if (rowArg && relationName !== null) {
    const setOfRows = fn.isSetReturning && fn.returnTypeRelationId !== null;
    setof = setOfRows
      ? setofOptions(rowArg.format, relationName, !manyRows, true)
      : setofOptions(rowArg.format, relationName, true, false);
  }
  // One row when the estimate says so and postgrest-js knows the relation (isOneToOne).
  const oneRow = !manyRows && relationName !== null;
  return `${result}${fn.isSetReturning && !oneRow ? "[]" : ""}\n${setof}`;
}

function setofOptions(from: string, to: string, isOneToOne: boolean, isSetofReturn: boolean) {
  return `SetofOptions: {
    from: ${JSON.stringify(from)}
    to: ${JSON.stringify(to)}
    isOneToOne: ${isOneToOne}
    isSetofReturn: ${isSetofReturn}
  }`;
}

/** A lone row-type argument of a function that returns no relation: PostgREST cannot embed it. */
function unusableRowArgument(
  schema: string,
  { fn, inArgs }: CallableFunction,
  index: SchemaIndex,
): string | null {
  const onlyArg = inArgs.length === 1 ? inArgs[0]! : undefined;
  const unusable =
    onlyArg?.name === "" &&
    index.rowType(onlyArg.typeId) !== undefined &&
    index.returnedRelationName(fn) === null;
  return unusable
    ? `the function ${schema}.${fn.name} with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache`
    : null;
}

/**
 * Why PostgREST could not choose between overloads, in its words: one without arguments beside
 * one whose only argument is unnamed with a default, or one named argument of different types.
 */
function ambiguousOverload(
  schema: string,
  overloads: CallableFunction[],
  { fn, inArgs }: CallableFunction,
  index: SchemaIndex,
): string | null {
  const others = overloads.filter((other) => other.fn !== fn);
  const typeName = (id: number) => index.type(id)?.name ?? "unknown";
  if (inArgs.length === 0) {
    const other = others.find(
      ({ inArgs: a }) => a.length === 1 && a[0]!.name === "" && a[0]!.hasDefault,
    );
    if (other) {
      return `Could not choose the best candidate function between: ${schema}.${fn.name}(), ${schema}.${fn.name}( => ${typeName(other.fn.returnTypeId)}). Try renaming the parameters or the function itself in the database so function overloading can be resolved`;
    }
  }
  const onlyArg = inArgs.length === 1 && inArgs[0]!.name !== "" ? inArgs[0]! : undefined;
  if (onlyArg) {
    const clashing = others.filter(
      ({ inArgs: a }) =>
        a.length === 1 && a[0]!.name === onlyArg.name && a[0]!.typeId !== onlyArg.typeId,
    );
    if (clashing.length > 0) {
      const list = [{ fn, inArgs }, ...clashing]
        .sort((a, b) => (a.inArgs[0]?.typeId ?? 0) - (b.inArgs[0]?.typeId ?? 0))
        .map(
          ({ inArgs: a }) =>
            `${schema}.${fn.name}(${a.map((arg) => `${arg.name} => ${typeName(arg.typeId)}`).join(", ")})`,
        )
        .join(", ");
      return `Could not choose the best candidate function between: ${list}. Try renaming the parameters or the function itself in the database so function overloading can be resolved`;
    }
  }
  return null;
}
