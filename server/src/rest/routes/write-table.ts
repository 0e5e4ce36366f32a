// POST/PATCH/DELETE /rest/v1/{table}: PostgREST's insert, upsert, update and delete.
import { parseColumnList, parseQuery } from "../query/parse-query.ts";
import type { Condition, SelectItem } from "../query/query-types.ts";
import { checkMaxAffected, formatContentRange, pickBody, sendResult } from "../respond.ts";
import type { RestRequest } from "../rest-request.ts";
import { invalidBodyError, RestError } from "../rest-errors.ts";
import { runAsRole } from "../run-as-role.ts";
import type { SchemaCatalog, TableInfo } from "../schema-cache.ts";
import type { ResultRow } from "../sql/compile-read.ts";
import { compileDelete, compileInsert, compileUpdate } from "../sql/compile-write.ts";
import type { CompiledQuery } from "../sql/sql-params.ts";
import { requireViewWritePrivilege } from "../view-write-privilege.ts";
import { readJsonBody } from "./read-json-body.ts";
import type { TableRoute } from "./table-route.ts";

export const writeTable: TableRoute = async (c, db, catalog, request, table) => {
  const method = c.req.method;
  const query = parseQuery(request.params);
  const wantsRows = request.prefs.return === "representation";
  const select = wantsRows ? { select: query.select, catalog } : {};
  const compiled =
    method === "POST"
      ? compileInsertRequest(table, request, await c.req.text(), select)
      : method === "PATCH"
        ? compileUpdateRequest(table, request, query.conditions, await c.req.text(), select)
        : compileDelete({
            table,
            conditions: requireFilters(query.conditions, "DELETE"),
            ...select,
          });
  const row = await runAsRole(db, request.as, request.info, async (tx) => {
    if (table.isView) await requireViewWritePrivilege(tx, table, method, request.as);
    if (!compiled) return undefined;
    const result = (await tx.query<ResultRow>(compiled.sql, compiled.params)).rows[0] as ResultRow;
    if (request.isSingular) pickBody(result, true);
    if (method !== "POST") checkMaxAffected(request, result.page_count);
    return result;
  });
  const affected = row?.page_count ?? 0;
  const rows = wantsRows ? (row ? pickBody(row, request.isSingular) : "[]") : null;
  const total = request.prefs.count ? affected : null;
  const status = method === "POST" ? insertStatus(request, row) : wantsRows ? 200 : 204;
  const contentRange =
    method === "PATCH" ? formatContentRange(0, affected, total) : `*/${total ?? "*"}`;
  return sendResult(c, db, request, status, rows, {
    contentRange,
    ...(row?.location ? { location: formatLocation(table.name, row.location) } : {}),
  });
};

/** PostgREST's `Location: /table?pk=eq.value` for the first inserted row. */
function formatLocation(tableName: string, keys: string): string {
  const pairs = JSON.parse(keys) as [string, string | null][];
  const query = pairs.map(([key, value]) => `${key}=eq.${encodeURIComponent(value ?? "")}`);
  return `/${tableName}?${query.join("&")}`;
}

/** 201, or 200 when a merge upsert inserted nothing new (PostgREST 12+). */
function insertStatus(request: RestRequest, row: ResultRow | undefined): number {
  if (request.prefs.resolution === "merge-duplicates" && row && row.page_count > 0) {
    return row.inserted_count === 0 ? 200 : 201;
  }
  return 201;
}

function compileInsertRequest(
  table: TableInfo,
  request: RestRequest,
  text: string,
  select: { select?: SelectItem[]; catalog?: SchemaCatalog },
): CompiledQuery {
  const body = readJsonBody(text);
  const rows = Array.isArray(body.value) ? body.value : [body.value];
  if (rows.some((r) => typeof r !== "object" || r === null || Array.isArray(r))) {
    throw invalidBodyError();
  }
  const objects = rows as Record<string, unknown>[];
  const onConflict = parseColumnList(request.params.get("on_conflict"), "on_conflict");
  const columns = parseColumnList(request.params.get("columns"), "columns") ?? keysOfRows(objects);
  return compileInsert({
    table,
    rowsJson: Array.isArray(body.value) ? body.text : `[${body.text}]`,
    columns,
    prefs: request.prefs,
    ...(onConflict ? { onConflict } : {}),
    ...select,
  });
}

/** Without `columns`, every object of a bulk insert must have the keys of the first. */
function keysOfRows(rows: Record<string, unknown>[]): string[] {
  const first = Object.keys(rows[0] ?? {});
  const signature = [...first].sort().join(",");
  if (rows.some((r) => Object.keys(r).sort().join(",") !== signature)) {
    throw invalidBodyError("All object keys must match");
  }
  return first;
}

function compileUpdateRequest(
  table: TableInfo,
  request: RestRequest,
  conditions: Condition[],
  text: string,
  select: { select?: SelectItem[]; catalog?: SchemaCatalog },
): CompiledQuery | undefined {
  const body = readJsonBody(text);
  if (typeof body.value !== "object" || body.value === null || Array.isArray(body.value)) {
    throw invalidBodyError();
  }
  requireFilters(conditions, "UPDATE");
  const columns =
    parseColumnList(request.params.get("columns"), "columns") ?? Object.keys(body.value);
  if (columns.length === 0) return undefined;
  return compileUpdate({ table, rowJson: body.text, columns, conditions, ...select });
}

/** `Prefer: handling=strict, max-affected=n` (`.maxAffected(n)`): more rows roll back. */
/** pg-safeupdate, which Supabase enables for the Data API: no UPDATE/DELETE without WHERE. */
function requireFilters<T extends unknown[]>(conditions: T, statement: "UPDATE" | "DELETE"): T {
  if (conditions.length === 0) {
    throw new RestError(400, "21000", `${statement} requires a WHERE clause`);
  }
  return conditions;
}
