import type { Catalog, CatalogColumn, CatalogRelation, CatalogRelationship } from "./catalog.ts";
import { HELPER_TYPES } from "./helper-types.ts";
import { functionResultType, renderFunctionSignatures } from "./render-functions.ts";
import { indexSchema, type CallableFunction, type SchemaIndex } from "./schema-index.ts";
import { nullable, pgTypeToTs } from "./ts-type.ts";

// Hand-written: the Supabase CLI, whose `supabase gen types typescript` prints this through
// postgres-meta, is a binary download that npm alone does not install. This prints the same shape
// from the same catalog facts, so code written against either reads the other.

const HEADER = `// Generated from the migrated schema by \`npm run gen:types\`; do not edit.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]
`;

/** The `Database` type of `catalog`'s schemas and its helpers, not yet formatted. */
export function renderDatabaseTypes(catalog: Catalog): string {
  const index = indexSchema(catalog);
  const relationships = [...catalog.relationships].sort(
    (a, b) =>
      a.foreignKeyName.localeCompare(b.foreignKeyName) ||
      a.referencedRelation.localeCompare(b.referencedRelation) ||
      JSON.stringify(a.referencedColumns).localeCompare(JSON.stringify(b.referencedColumns)),
  );
  const schemas = [...catalog.schemas].sort((a, b) => a.localeCompare(b));
  const body = schemas.map((schema) => renderSchema(schema, index, relationships));
  const constants = schemas.map((schema) => {
    const enums = index.bySchema
      .get(schema)!
      .enums.map(
        (type) =>
          `${JSON.stringify(type.name)}: [${type.enums.map((label) => JSON.stringify(label)).join(", ")}]`,
      );
    return `${JSON.stringify(schema)}: { Enums: { ${enums.join(",\n")} } }`;
  });
  return `${HEADER}
export type Database = {
  ${body.join("\n")}
}
${HELPER_TYPES}
export const Constants = {
  ${constants.join(",\n")}
} as const
`;
}

function renderSchema(
  schema: string,
  index: SchemaIndex,
  relationships: CatalogRelationship[],
): string {
  const objects = index.bySchema.get(schema)!;
  const tsType = (column: CatalogColumn) => pgTypeToTs(schema, column.format, index.catalog);
  const field = (column: CatalogColumn, optional: boolean, isNullable = column.isNullable) =>
    `${JSON.stringify(column.name)}${optional ? "?" : ""}: ${nullable(tsType(column), isNullable)}`;
  const never = (column: CatalogColumn) => `${JSON.stringify(column.name)}?: never`;
  // A function whose one argument is a relation's row is a computed field of that relation.
  const computedFields = (relation: CatalogRelation) =>
    objects.functions
      .filter(({ fn }) => fn.argumentTypes === relation.name)
      .map(
        ({ fn }) =>
          `${JSON.stringify(fn.name)}: ${nullable(functionResultType(schema, fn, index), true)}`,
      );
  // A relation's own foreign keys. postgres-meta also gives a view those of the tables its key
  // columns come from; this does not, so an embed through a view is not typed.
  const relationshipsOf = (relation: CatalogRelation) =>
    `Relationships: [${relationships
      .filter(
        (r) => r.schema === schema && r.relation === relation.name && r.referencedSchema === schema,
      )
      .map(
        (r) => `{
          foreignKeyName: ${JSON.stringify(r.foreignKeyName)}
          columns: ${JSON.stringify(r.columns)}
          isOneToOne: ${r.isOneToOne}
          referencedRelation: ${JSON.stringify(r.referencedRelation)}
          referencedColumns: ${JSON.stringify(r.referencedColumns)}
        }`,
      )
      .join(",\n")}]`;

  const tables = objects.tables.map((table) => {
    const columns = index.columnsOf(table.id);
    const row = [...columns.map((c) => field(c, false)), ...computedFields(table)];
    const insert = columns.map((c) =>
      c.identity === "ALWAYS"
        ? never(c)
        : field(c, c.isNullable || c.identity !== null || c.hasDefault),
    );
    const update = columns.map((c) => (c.identity === "ALWAYS" ? never(c) : field(c, true)));
    return `${JSON.stringify(table.name)}: {
      Row: { ${row.join(",\n")} }
      Insert: { ${insert.join(",\n")} }
      Update: { ${update.join(",\n")} }
      ${relationshipsOf(table)}
    }`;
  });

  const views = objects.views.map((view) => {
    const columns = index.columnsOf(view.id);
    const row = [...columns.map((c) => field(c, false)), ...computedFields(view)];
    // Through a view every column may be left out or null; some cannot be written at all.
    const writable = columns.map((c) => (c.isUpdatable ? field(c, true, true) : never(c)));
    const writes = view.isUpdatable
      ? `Insert: { ${writable.join(",\n")} }
         Update: { ${writable.join(",\n")} }\n`
      : "";
    return `${JSON.stringify(view.name)}: {
      Row: { ${row.join(",\n")} }
      ${writes}${relationshipsOf(view)}
    }`;
  });

  const overloadsByName = new Map<string, CallableFunction[]>();
  for (const entry of objects.functions) {
    const list = overloadsByName.get(entry.fn.name) ?? [];
    overloadsByName.set(entry.fn.name, [...list, entry]);
  }
  const functions = [...overloadsByName].map(([name, overloads]) => {
    const ordered = [...overloads].sort(
      (a, b) =>
        a.fn.argumentTypes.localeCompare(b.fn.argumentTypes) ||
        a.fn.returnType.localeCompare(b.fn.returnType),
    );
    return `${JSON.stringify(name)}:\n${renderFunctionSignatures(schema, ordered, index)}`;
  });

  const enums = objects.enums.map(
    (type) =>
      `${JSON.stringify(type.name)}: ${type.enums.map((label) => JSON.stringify(label)).join(" | ")}`,
  );
  const compositeTypes = objects.compositeTypes.map((type) => {
    const fields = type.attributes.map(({ name, typeId }) => {
      const fieldType = index.type(typeId);
      const ts = fieldType
        ? nullable(pgTypeToTs(schema, fieldType.name, index.catalog), true)
        : "unknown";
      return `${JSON.stringify(name)}: ${ts}`;
    });
    return `${JSON.stringify(type.name)}: { ${fields.join(",\n")} }`;
  });

  const section = (entries: string[]) =>
    entries.length === 0 ? "[_ in never]: never" : entries.join(",\n");
  return `${JSON.stringify(schema)}: {
    Tables: { ${section(tables)} }
    Views: { ${section(views)} }
    Functions: { ${section(functions)} }
    Enums: { ${section(enums)} }
    CompositeTypes: { ${section(compositeTypes)} }
  }`;
}
