import type { ReadQuery } from "../query/query-types.ts";
import { RestError } from "../rest-errors.ts";
import type { FunctionInfo, SchemaCatalog } from "../schema-cache.ts";
import { compileRootNode } from "./compile-node.ts";
import { aggregateRows, compileTotal } from "./compile-read.ts";
import type { Relation } from "./relation.ts";
import { type CompiledQuery, quoteIdent, SqlParams } from "./sql-params.ts";

/** Picks the overload whose arguments match the given names, as PostgREST does, or PGRST202/203. */
export function chooseFunction(
  name: string,
  candidates: FunctionInfo[] | undefined,
  argumentNames: string[],
): FunctionInfo {
  const given = new Set(argumentNames);
  const matches = (candidates ?? []).filter(
    (fn) =>
      argumentNames.every((n) => fn.arguments.some((a) => a.name === n)) &&
      fn.arguments.every((a) => a.hasDefault || given.has(a.name)),
  );
  const [first, second] = matches;
  if (first && !second) return first;
  if (first) {
    throw new RestError(
      300,
      "PGRST203",
      // Sorted like PostgREST's Ord on routines, which compares the parameters' types.
      `Could not choose the best candidate function between: ${matches.map(describeSignature).sort().join(", ")}`,
      null,
      "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
    );
  }
  throw noFunctionError(name, [...argumentNames].sort());
}

function describeSignature(fn: FunctionInfo): string {
  return `public.${fn.name}(${fn.arguments.map((a) => `${a.name} => ${a.type}`).join(", ")})`;
}

/** PGRST202 in PostgREST's words (Error.hs `NoRpc`, JSON body). */
function noFunctionError(name: string, keys: string[]): RestError {
  const isEmpty = keys.length === 0;
  const inMessage = isEmpty ? " without parameters" : `(${keys.join(", ")})`;
  const inDetails = isEmpty
    ? " without parameters"
    : ` with parameter${keys.length > 1 ? "s" : ""} ${keys.join(", ")}`;
  return new RestError(
    404,
    "PGRST202",
    `Could not find the function public.${name}${inMessage} in the schema cache`,
    `Searched for the function public.${name}${inDetails} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}

/**
 * Calls a function with its arguments read from a JSON object (json_to_record converts JSON
 * arrays and objects to the argument types). Row results get the select list, filters, order
 * and range; scalar results are returned as their JSON value.
 */
export function compileRpc(
  fn: FunctionInfo,
  argsJson: string,
  query: ReadQuery,
  { withCount = false, catalog }: { withCount?: boolean; catalog?: SchemaCatalog } = {},
): CompiledQuery {
  const params = new SqlParams();
  const given = new Set(Object.keys(JSON.parse(argsJson) as object));
  const args = fn.arguments.filter((a) => given.has(a.name));
  const argsFrom =
    args.length === 0
      ? ""
      : `json_to_record(${params.add(argsJson)}::json) as pgrst_args(${args.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(", ")}), `;
  const callArgs = args.map((a) => `${quoteIdent(a.name)} => pgrst_args.${quoteIdent(a.name)}`);
  const call = `"public".${quoteIdent(fn.name)}(${callArgs.join(", ")})`;
  if (fn.returns === "row") {
    // Rows of a table type embed that table's relationships, as PostgREST's rpc results do.
    const table = fn.returnTable === undefined ? undefined : catalog?.tables.get(fn.returnTable);
    const relation: Relation = {
      name: table?.name ?? fn.name,
      alias: fn.name,
      qualifier: "pgrst_call",
      ...(fn.columns ? { columns: fn.columns } : {}),
      ...(table && catalog ? { embedding: { catalog, depth: 0 } } : {}),
    };
    const from = `${argsFrom}lateral ${call} as pgrst_call`;
    const page = compileRootNode(query.select, query, { relation, from }, params, query.embedded);
    const total = withCount ? compileTotal(query, { relation, from }, params) : undefined;
    return { sql: aggregateRows(page.sql, total ? { total } : {}), params: params.values };
  }
  const from = argsFrom === "" ? "" : ` from ${argsFrom.slice(0, -2)}`;
  if (fn.returns === "void") {
    return { sql: `select ${call}${from}`, params: params.values };
  }
  const value = fn.returnsSet
    ? `(select coalesce(json_agg(pgrst_v), '[]') from ${call} as pgrst_v)`
    : `to_json(${call})`;
  const rows = fn.returnsSet ? "json_array_length(pgrst_s.v)" : "1";
  return {
    sql:
      `select pgrst_s.v::text as body, null::text as single, ${rows} as page_count,` +
      ` ${withCount ? rows : "null::int"} as total, null::int as inserted_count` +
      ` from (select ${value} as v${from}) pgrst_s`,
    params: params.values,
  };
}
