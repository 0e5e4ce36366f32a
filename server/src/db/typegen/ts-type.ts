import type { Catalog, CatalogType } from "./catalog.ts";

const NUMBERS = new Set(["int2", "int4", "int8", "float4", "float8", "numeric"]);
const STRINGS = new Set([
  "bytea",
  "bpchar",
  "varchar",
  "date",
  "text",
  "citext",
  "time",
  "timetz",
  "timestamp",
  "timestamptz",
  "uuid",
  "vector",
  "interval",
]);

/**
 * The TypeScript type of a PostgreSQL type named `pgType` (pg_type.typname), as postgres-meta
 * writes it for a column, argument or result: an array type (`_text`) is its element's type in
 * `(…)[]`; an enum, composite type or row type of a generated schema is a reference into
 * `Database` (an enum of another schema is its labels); bigint is a number (PostgREST sends it
 * as one); anything it cannot name, such as a range, is `unknown`. `schema` is the one written
 * from, whose types win over same-named ones elsewhere.
 */
export function pgTypeToTs(schema: string, pgType: string, catalog: Catalog): string {
  if (pgType === "bool") return "boolean";
  if (NUMBERS.has(pgType)) return "number";
  if (STRINGS.has(pgType)) return "string";
  if (pgType === "json" || pgType === "jsonb") return "Json";
  if (pgType === "void") return "undefined";
  if (pgType === "record") return "Record<string, unknown>";
  if (pgType.startsWith("_")) return `(${pgTypeToTs(schema, pgType.slice(1), catalog)})[]`;

  const generated = (typeSchema: string) => catalog.schemas.includes(typeSchema);
  const enumType = preferSchema(
    catalog.types.filter((type) => type.name === pgType && type.enums.length > 0),
    schema,
  );
  if (enumType) {
    return generated(enumType.schema)
      ? `Database[${JSON.stringify(enumType.schema)}]["Enums"][${JSON.stringify(enumType.name)}]`
      : enumType.enums.map((label) => JSON.stringify(label)).join(" | ");
  }
  const compositeType = preferSchema(
    catalog.types.filter((type) => type.name === pgType && type.attributes.length > 0),
    schema,
  );
  if (compositeType) {
    return generated(compositeType.schema)
      ? `Database[${JSON.stringify(compositeType.schema)}]["CompositeTypes"][${JSON.stringify(compositeType.name)}]`
      : "unknown";
  }
  for (const [kind, group] of [
    ["table", "Tables"],
    ["view", "Views"],
  ] as const) {
    const relation = preferSchema(
      catalog.relations.filter((relation) => relation.name === pgType && relation.kind === kind),
      schema,
    );
    if (relation) {
      return generated(relation.schema)
        ? `Database[${JSON.stringify(relation.schema)}]["${group}"][${JSON.stringify(relation.name)}]["Row"]`
        : "unknown";
    }
  }
  return "unknown";
}

/** The one in `schema` if there is one, else the first. */
function preferSchema<T extends Pick<CatalogType, "schema">>(
  candidates: T[],
  schema: string,
): T | undefined {
  return candidates.find((candidate) => candidate.schema === schema) ?? candidates[0];
}

/** `type | null`, except for types that already hold null. */
export function nullable(tsType: string, isNullable: boolean): string {
  return isNullable && tsType !== "unknown" && tsType !== "any" ? `${tsType} | null` : tsType;
}
