import type { ColumnInfo, TableInfo } from "../schema-cache.ts";

/** A plain table keyed on `id`, as the schema cache describes it, for the SQL compilers' tests. */
export function tableWithId(name: string, columns: ColumnInfo[]): TableInfo {
  return {
    name,
    primaryKey: ["id"],
    uniqueKeys: [["id"]],
    isView: false,
    columns: new Map(columns.map((column) => [column.name, column])),
  };
}
