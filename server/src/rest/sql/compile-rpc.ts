import type { ReadQuery } from "../query/query-types.ts";
import { RestError } from "../rest-errors.ts";
import type { BodyParameterType, FunctionInfo, SchemaCatalog } from "../schema-cache.ts";
import { compileRootNode } from "./compile-node.ts";
import { aggregateRows, compileTotal } from "./compile-read.ts";
import type { Relation } from "./relation.ts";
import { quoteIdent } from "../../db/quote-ident.ts";
import { type CompiledQuery, SqlParams } from "./sql-params.ts";

/** What a POST's body is: JSON (arguments by name), or raw text, XML or bytes. */
export type RpcBody = "json" | "text" | "xml" | "bytea";

const BODY_TAKES: Record<RpcBody, readonly BodyParameterType[]> = {
  json: ["json", "jsonb"],
  text: ["text"],
  xml: ["xml"],
  bytea: ["bytea"],
};

/**
 * Picks the overload whose arguments match the given names, as PostgREST does (Plan.hs
 * `findProc`), or PGRST202/203. A POST (`body` set) that matches none falls back to a function
 * whose one unnamed parameter takes that kind of body whole.
 */
export function chooseFunction(
  name: string,
  candidates: FunctionInfo[] | undefined,
  argumentNames: string[],
  body?: RpcBody,
): FunctionInfo {
  const given = new Set(argumentNames);
  const named = (candidates ?? []).filter((fn) => {
    if (fn.bodyParameter) return false;
    if (fn.arguments.length === 0) {
      return argumentNames.length === 0 && (body === undefined || body === "json");
    }
    return (
      argumentNames.every((n) => fn.arguments.some((a) => a.name === n)) &&
      fn.arguments.every((a) => a.hasDefault || given.has(a.name))
    );
  });
  const takingBody = (candidates ?? []).filter(
    (fn) => body !== undefined && fn.bodyParameter && BODY_TAKES[body].includes(fn.bodyParameter),
  );
  const matches = named.length > 0 ? named : takingBody;
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
  throw noFunctionError(name, [...argumentNames].sort(), body);
}

function describeSignature(fn: FunctionInfo): string {
  if (fn.bodyParameter) return `public.${fn.name}(${fn.bodyParameter})`;
  return `public.${fn.name}(${fn.arguments.map((a) => `${a.name} => ${a.type}`).join(", ")})`;
}

/** PGRST202 in PostgREST's words (Error.hs `NoRpc`); a raw body names no parameters. */
function noFunctionError(name: string, keys: string[], body: RpcBody | undefined): RestError {
  if (body !== undefined && body !== "json") {
    return new RestError(
      404,
      "PGRST202",
      `Could not find the function public.${name} in the schema cache`,
      `Searched for the function public.${name} with a single unnamed ${body} parameter, but no matches were found in the schema cache.`,
    );
  }
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
  {
    withCount = false,
    catalog,
    body = "",
  }: {
    withCount?: boolean;
    catalog?: SchemaCatalog;
    /** The POST's body for a function that takes it whole: text, or bytes as hex for bytea. */
    body?: string;
  } = {},
): CompiledQuery {
  const params = new SqlParams();
  const given = new Set(Object.keys(JSON.parse(argsJson) as object));
  const args = fn.arguments.filter((a) => given.has(a.name));
  const argsFrom =
    args.length === 0
      ? ""
      : `json_to_record(${params.add(argsJson)}::json) as pgrst_args(${args.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(", ")}), `;
  const callArgs = args.map((a) => `${quoteIdent(a.name)} => pgrst_args.${quoteIdent(a.name)}`);
  if (fn.bodyParameter === "bytea") callArgs.push(`decode(${params.add(body)}, 'hex')`);
  else if (fn.bodyParameter) callArgs.push(`${params.add(body)}::${fn.bodyParameter}`);
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
