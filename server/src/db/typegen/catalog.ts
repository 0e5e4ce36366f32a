import type { Queryable } from "../database.ts";

// What the TypeScript generator reads from the system catalogs: the same facts postgres-meta
// gathers for `supabase gen types typescript`, so the rendering can follow its rules.

/** A table, view, materialized view or foreign table. */
export interface CatalogRelation {
  id: number;
  schema: string;
  name: string;
  kind: "table" | "view" | "materialized_view";
  /** Views only: PostgreSQL can insert into and update it. */
  isUpdatable: boolean;
}

export interface CatalogColumn {
  tableId: number;
  name: string;
  /** The type's name, or a domain's base type's name (`_text` for text[]). */
  format: string;
  hasDefault: boolean;
  identity: "ALWAYS" | "BY DEFAULT" | null;
  isNullable: boolean;
  isUpdatable: boolean;
}

export interface CatalogType {
  id: number;
  name: string;
  schema: string;
  /** format_type: the name as the search path shows it ("bookings", "auth.users"). */
  format: string;
  /** The labels of an enum, in their sort order; empty for any other type. */
  enums: string[];
  /** The fields of a composite type made by CREATE TYPE; empty for any other type. */
  attributes: { name: string; typeId: number }[];
  /** The relation a row type (of a table, view or composite type) stands for. */
  relationId: number | null;
}

export interface CatalogFunctionArg {
  mode: "in" | "out" | "inout" | "variadic" | "table";
  /** "" when unnamed. */
  name: string;
  typeId: number;
  hasDefault: boolean;
}

export interface CatalogFunction {
  schema: string;
  name: string;
  args: CatalogFunctionArg[];
  /** pg_get_function_arguments: how overloads are ordered, and how computed fields are found. */
  argumentTypes: string;
  returnTypeId: number;
  /** pg_get_function_result. */
  returnType: string;
  returnTypeRelationId: number | null;
  isSetReturning: boolean;
  /** The ROWS estimate of a set-returning function. */
  rows: number | null;
}

export interface CatalogRelationship {
  foreignKeyName: string;
  schema: string;
  relation: string;
  columns: string[];
  referencedSchema: string;
  referencedRelation: string;
  referencedColumns: string[];
  isOneToOne: boolean;
}

export interface Catalog {
  schemas: string[];
  relations: CatalogRelation[];
  columns: CatalogColumn[];
  /** Every type of every schema: a column may use an enum of another schema. */
  types: CatalogType[];
  functions: CatalogFunction[];
  relationships: CatalogRelationship[];
}

const RELATIONS_SQL = `
  select c.oid::int8 as id, n.nspname as schema, c.relname as name,
         case c.relkind when 'v' then 'view' when 'm' then 'materialized_view' else 'table' end
           as kind,
         c.relkind = 'v' and (pg_relation_is_updatable(c.oid, false) & 20) = 20 as "isUpdatable"
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = any($1) and c.relkind in ('r', 'p', 'f', 'v', 'm')`;

const COLUMNS_SQL = `
  select c.oid::int8 as "tableId", a.attname as name, coalesce(bt.typname, t.typname) as format,
         a.atthasdef as "hasDefault",
         case a.attidentity when 'a' then 'ALWAYS' when 'd' then 'BY DEFAULT' end as identity,
         not (a.attnotnull or t.typtype = 'd' and t.typnotnull) as "isNullable",
         c.relkind in ('r', 'p')
           or c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false)
           as "isUpdatable"
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_type t on t.oid = a.atttypid
    left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
   where n.nspname = any($1) and c.relkind in ('r', 'p', 'f', 'v', 'm')
     and a.attnum > 0 and not a.attisdropped`;

// Types of relations other than the kinds above (indexes, sequences, TOAST) are left out.
const TYPES_SQL = `
  select t.oid::int8 as id, t.typname as name, n.nspname as schema,
         format_type(t.oid, null) as format,
         coalesce((select json_agg(e.enumlabel order by e.enumsortorder)
                     from pg_enum e where e.enumtypid = t.oid), '[]') as enums,
         coalesce((select json_agg(json_build_object('name', a.attname,
                                                     'typeId', a.atttypid::int8)
                                   order by a.attnum)
                     from pg_class c join pg_attribute a on a.attrelid = c.oid
                    where c.oid = t.typrelid and c.relkind = 'c' and not a.attisdropped
                      and a.attnum > 0), '[]') as attributes,
         nullif(t.typrelid, 0)::int8 as "relationId"
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
   where t.typrelid = 0
      or (select c.relkind in ('c', 'r', 'v', 'm', 'p') from pg_class c where c.oid = t.typrelid)`;

// Argument modes, names and types side by side, all three as long as every argument; the
// defaults flag lines up with the first pronargs of them, as postgres-meta reads it.
const FUNCTIONS_SQL = `
  select n.nspname as schema, p.proname as name,
         coalesce(p.proargmodes::text[],
                  array_fill('i'::text, array[cardinality(coalesce(p.proallargtypes,
                                                                   p.proargtypes::oid[]))]))
           as "argModes",
         coalesce(p.proargnames,
                  array_fill(''::text, array[cardinality(coalesce(p.proallargtypes,
                                                                  p.proargtypes::oid[]))]))
           as "argNames",
         coalesce(p.proallargtypes, p.proargtypes::oid[])::int8[] as "argTypes",
         p.pronargs - p.pronargdefaults as "requiredArgs",
         p.pronargs as "inputArgs",
         pg_get_function_arguments(p.oid) as "argumentTypes",
         p.prorettype::int8 as "returnTypeId",
         pg_get_function_result(p.oid) as "returnType",
         nullif(rt.typrelid, 0)::int8 as "returnTypeRelationId",
         p.proretset as "isSetReturning",
         case when p.proretset then nullif(p.prorows, 0) end as rows
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
   where n.nspname = any($1) and p.prokind = 'f'
     and rt.typname not in ('trigger', 'event_trigger')`;

// A foreign key's columns in key order; it is one-to-one when they are exactly the columns of
// its table's primary key or of a unique constraint (in column order), as PostgREST decides.
const RELATIONSHIPS_SQL = `
  with keys as (
    select k.conrelid,
           json_agg(array_to_json(array(select a.attname from unnest(k.conkey) as col(num)
                                          join pg_attribute a
                                            on a.attrelid = k.conrelid and a.attnum = col.num
                                         order by a.attnum)))::jsonb as cols
      from pg_constraint k where k.contype in ('p', 'u') group by k.conrelid)
  select f.conname as "foreignKeyName", ns.nspname as schema, tab.relname as relation,
         pairs.cols as columns, refns.nspname as "referencedSchema",
         ref.relname as "referencedRelation", pairs.refs as "referencedColumns",
         exists (select from jsonb_array_elements(keys.cols) as k(cols) where k.cols = pairs.cols)
           as "isOneToOne"
    from pg_constraint f
    join lateral (
      select jsonb_agg(a.attname order by ord) as cols, jsonb_agg(r.attname order by ord) as refs
        from unnest(f.conkey, f.confkey) with ordinality as pair(col, refcol, ord)
        join pg_attribute a on a.attrelid = f.conrelid and a.attnum = pair.col
        join pg_attribute r on r.attrelid = f.confrelid and r.attnum = pair.refcol) pairs on true
    join pg_namespace ns on ns.oid = f.connamespace
    join pg_class tab on tab.oid = f.conrelid
    join pg_class ref on ref.oid = f.confrelid
    join pg_namespace refns on refns.oid = ref.relnamespace
    left join keys on keys.conrelid = f.conrelid
   where f.contype = 'f' and f.conparentid = 0 and ns.nspname = any($1)`;

interface FunctionRow extends Omit<CatalogFunction, "args"> {
  argModes: string[];
  argNames: string[];
  argTypes: number[];
  requiredArgs: number;
  inputArgs: number;
}

const ARG_MODES: Record<string, CatalogFunctionArg["mode"]> = {
  i: "in",
  o: "out",
  b: "inout",
  v: "variadic",
  t: "table",
};

/** Reads, in one transaction, what the generator needs to know of `schemas`. */
export async function readCatalog(db: Queryable, schemas: readonly string[]): Promise<Catalog> {
  // Rows as one JSON text each, so both drivers hand back the same values.
  const read = async <Row>(sql: string, params: unknown[] = []): Promise<Row[]> => {
    const { rows } = await db.query<{ rows: string | null }>(
      `select json_agg(r)::text as rows from (${sql}) r`,
      params,
    );
    return JSON.parse(rows[0]?.rows ?? "[]") as Row[];
  };
  const names = [...schemas];
  const functionRows = await read<FunctionRow>(FUNCTIONS_SQL, [names]);
  return {
    schemas: names,
    relations: await read<CatalogRelation>(RELATIONS_SQL, [names]),
    columns: await read<CatalogColumn>(COLUMNS_SQL, [names]),
    types: await read<CatalogType>(TYPES_SQL),
    functions: functionRows.map(functionOf),
    relationships: await read<CatalogRelationship>(RELATIONSHIPS_SQL, [names]),
  };
}

function functionOf(row: FunctionRow): CatalogFunction {
  const { argModes, argNames, argTypes, requiredArgs, inputArgs, ...rest } = row;
  return {
    ...rest,
    args: argTypes.map((typeId, index) => ({
      mode: ARG_MODES[argModes[index]!]!,
      name: argNames[index] ?? "",
      typeId,
      hasDefault: index >= requiredArgs && index < inputArgs,
    })),
  };
}
