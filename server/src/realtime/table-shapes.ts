import type { Queryable } from "../db/database.ts";
import { quoteIdent } from "../db/quote-ident.ts";

/** What Postgres Changes needs of a published table, read once from the catalog. */
export interface TableShape {
  /** `"schema"."table"`, quoted for SQL. */
  qualifiedName: string;
  /** Every column and its type name, as Realtime's `columns` list gives them (`int4`, `uuid`…). */
  columns: { name: string; type: string }[];
  /** The primary key's columns with the SQL type to cast a value to. */
  primaryKey: { name: string; sqlType: string }[];
  /** Replica identity full: old rows are sent whole, not only their key. */
  isReplicaIdentityFull: boolean;
  /** The columns each API role may select (column grants), so a change never shows more. */
  readableColumns: Map<string, Set<string>>;
}

const ROLES = ["anon", "authenticated", "service_role"];

export async function readTableShape(
  db: Queryable,
  schema: string,
  table: string,
): Promise<TableShape | undefined> {
  const { rows } = await db.query<{
    name: string;
    type: string;
    sql_type: string;
    is_key: boolean;
    full: boolean;
    readable_by: string[];
  }>(
    `select a.attname as name, t.typname as type, format_type(a.atttypid, a.atttypmod) as sql_type,
            coalesce(a.attnum = any (i.indkey), false) as is_key, c.relreplident = 'f' as full,
            array(select r from unnest($3::text[]) r
                   where has_column_privilege(r, c.oid, a.attnum, 'SELECT')) as readable_by
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
       left join pg_index i on i.indrelid = c.oid and i.indisprimary
      where n.nspname = $1 and c.relname = $2
      order by a.attnum`,
    [schema, table, ROLES],
  );
  if (rows.length === 0) return undefined;
  const readableColumns = new Map(ROLES.map((role) => [role, new Set<string>()]));
  for (const row of rows) {
    for (const role of row.readable_by) readableColumns.get(role)!.add(row.name);
  }
  return {
    qualifiedName: `${quoteIdent(schema)}.${quoteIdent(table)}`,
    columns: rows.map(({ name, type }) => ({ name, type })),
    primaryKey: rows
      .filter((row) => row.is_key)
      .map((row) => ({ name: row.name, sqlType: row.sql_type })),
    isReplicaIdentityFull: rows[0]!.full,
    readableColumns,
  };
}
