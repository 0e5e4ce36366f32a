import type { Condition, Preferences, SelectItem } from "../query/query-types.ts";
import { payloadColumnNotFoundError } from "../rest-errors.ts";
import type { ColumnInfo, SchemaCatalog, TableInfo } from "../schema-cache.ts";
import { compileWhere } from "./compile-filter.ts";
import { aggregateRows } from "./compile-read.ts";
import { compileRootNode } from "./compile-node.ts";
import { NO_MODIFIERS } from "./read-node.ts";
import { qualifiedTableName, tableRelation } from "./relation.ts";
import { quoteIdent } from "../../db/quote-ident.ts";
import { type CompiledQuery, SqlParams } from "./sql-params.ts";

export interface InsertPlan {
  table: TableInfo;
  /** The JSON array of rows, as the client sent it (numbers keep every digit). */
  rowsJson: string;
  columns: string[];
  onConflict?: string[];
  prefs: Preferences;
  /** Present when the response carries the rows (`return=representation`). */
  select?: SelectItem[];
  /** For embedding related tables in the returned rows. */
  catalog?: SchemaCatalog;
}

export interface UpdatePlan {
  table: TableInfo;
  rowJson: string;
  columns: string[];
  conditions: Condition[];
  select?: SelectItem[];
  catalog?: SchemaCatalog;
}

export interface DeletePlan {
  table: TableInfo;
  conditions: Condition[];
  select?: SelectItem[];
  catalog?: SchemaCatalog;
}

/** INSERT ... SELECT from the JSON body, with ON CONFLICT for upserts. */
export function compileInsert(plan: InsertPlan): CompiledQuery {
  const { table, prefs } = plan;
  const params = new SqlParams();
  const body = params.add(plan.rowsJson);
  const columns = plan.columns.map((name) => requireColumn(table, name));
  const names = columns.map((c) => quoteIdent(c.name)).join(", ");
  const values = columns
    .map((c) => {
      const value = `pgrst_r.${quoteIdent(c.name)}`;
      if (prefs.missing !== "default") return value;
      return `case when pgrst_e.v::jsonb ? ${params.add(c.name)} then ${value} else ${c.defaultSql ?? "null"} end`;
    })
    .join(", ");
  const source =
    columns.length === 0
      ? `select from json_array_elements(${body}::json) as pgrst_e(v)`
      : `select ${values} from json_array_elements(${body}::json) as pgrst_e(v)` +
        ` cross join lateral json_to_record(pgrst_e.v) as pgrst_r(${recordDefinition(columns)})`;
  const into = columns.length === 0 ? "" : ` (${names})`;
  const insert = `insert into ${qualifiedTableName(table)}${into} ${source}${compileOnConflict(plan, columns)}`;
  const isMerge = prefs.resolution === "merge-duplicates";
  const locationKeys = prefs.return === "headers-only" ? table.primaryKey : [];
  return {
    sql: compileMutation(insert, plan, params, {
      extraReturning:
        (isMerge ? ", (xmax = 0) as pgrst_inserted" : "") +
        locationKeys.map((key) => `, ${qualifiedTableName(table)}.${quoteIdent(key)}`).join(""),
      countsInserted: isMerge,
      locationKeys,
    }),
    params: params.values,
  };
}

function compileOnConflict(plan: InsertPlan, columns: ColumnInfo[]): string {
  const resolution = plan.prefs.resolution;
  if (!resolution) return "";
  const targetNames = plan.onConflict ?? plan.table.primaryKey;
  const target = targetNames.map((name) => quoteIdent(requireColumn(plan.table, name).name));
  const targetSql = target.length === 0 ? "" : ` (${target.join(", ")})`;
  if (resolution === "ignore-duplicates" || columns.length === 0) {
    return ` on conflict${targetSql} do nothing`;
  }
  const sets = columns.map((c) => `${quoteIdent(c.name)} = excluded.${quoteIdent(c.name)}`);
  return ` on conflict${targetSql} do update set ${sets.join(", ")}`;
}

/** UPDATE ... SET from the JSON object, restricted by the filters. */
export function compileUpdate(plan: UpdatePlan): CompiledQuery {
  const { table } = plan;
  const params = new SqlParams();
  const body = params.add(plan.rowJson);
  const columns = plan.columns.map((name) => requireColumn(table, name));
  const sets = columns.map((c) => `${quoteIdent(c.name)} = pgrst_r.${quoteIdent(c.name)}`);
  const where = compileWhere(plan.conditions, tableRelation(table), params);
  const update =
    `update ${qualifiedTableName(table)} set ${sets.join(", ")}` +
    ` from json_to_record(${body}::json) as pgrst_r(${recordDefinition(columns)})${where}`;
  return { sql: compileMutation(update, plan, params), params: params.values };
}

/** DELETE restricted by the filters. */
export function compileDelete(plan: DeletePlan): CompiledQuery {
  const params = new SqlParams();
  const where = compileWhere(plan.conditions, tableRelation(plan.table), params);
  const sql = compileMutation(
    `delete from ${qualifiedTableName(plan.table)}${where}`,
    plan,
    params,
  );
  return { sql, params: params.values };
}

interface MutationOptions {
  extraReturning?: string;
  /** Merge upserts tell inserted rows from updated ones (`xmax = 0`). */
  countsInserted?: boolean;
  /** `return=headers-only`: the primary key of the first row, as `[["id","1"]]`, for Location. */
  locationKeys?: string[];
}

/**
 * Wraps a mutation in a CTE. Without a representation it returns `1` per row, as PostgREST does,
 * so a SELECT policy is not consulted for rows the client will not see.
 */
function compileMutation(
  statement: string,
  plan: { table: TableInfo; select?: SelectItem[]; catalog?: SchemaCatalog },
  params: SqlParams,
  options: MutationOptions = {},
): string {
  const returning = plan.select ? `${qualifiedTableName(plan.table)}.*` : "1 as pgrst_one";
  const cte = `with pgrst_m as (${statement} returning ${returning}${options.extraReturning ?? ""})`;
  const inserted = options.countsInserted
    ? "(select count(*) from pgrst_m where pgrst_inserted)::int"
    : "null::int";
  if (!plan.select) {
    const keys = options.locationKeys ?? [];
    const location =
      keys.length === 0
        ? ""
        : `, (select json_agg(json_build_array(pgrst_kv.key, pgrst_kv.value))::text from json_each_text((select row_to_json(pgrst_k) from (select ${keys.map(quoteIdent).join(", ")} from pgrst_m limit 1) pgrst_k)) as pgrst_kv) as location`;
    return `${cte} select null::text as body, null::text as single, count(*)::int as page_count, null::int as total, ${inserted} as inserted_count${location} from pgrst_m`;
  }
  const relation = tableRelation(plan.table, "pgrst_m", plan.catalog);
  const rows = compileRootNode(plan.select, NO_MODIFIERS, { relation, from: "pgrst_m" }, params);
  return `${cte} ${aggregateRows(rows.sql, { inserted })}`;
}

function requireColumn(table: TableInfo, name: string): ColumnInfo {
  const column = table.columns.get(name);
  if (!column) throw payloadColumnNotFoundError(table.name, name);
  return column;
}

function recordDefinition(columns: ColumnInfo[]): string {
  return columns.map((c) => `${quoteIdent(c.name)} ${c.type}`).join(", ");
}
