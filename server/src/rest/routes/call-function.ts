// POST/GET /rest/v1/rpc/{function}: PostgREST's function call (named arguments only); rows of a
// table type embed related tables.
import type { Context } from "hono";
import type { Database } from "../../db/database.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { parseQuery } from "../query/parse-query.ts";
import {
  checkMaxAffected,
  formatContentRange,
  pickBody,
  sendResult,
  statusForRange,
} from "../respond.ts";
import type { RestRequest } from "../rest-request.ts";
import { invalidBodyError } from "../rest-errors.ts";
import { runAsRole, statementAsRole } from "../run-as-role.ts";
import type { SchemaCatalog } from "../schema-cache.ts";
import type { ResultRow } from "../sql/compile-read.ts";
import { chooseFunction, compileRpc } from "../sql/compile-rpc.ts";
import { readJsonBody } from "./read-json-body.ts";

export async function callFunction(
  c: Context<AppEnv>,
  db: Database,
  catalog: SchemaCatalog,
  request: RestRequest,
  name: string,
): Promise<Response> {
  const isRead = c.req.method === "GET" || c.req.method === "HEAD";
  const argsJson = isRead
    ? argumentsFromQuery(request.params, catalog, name)
    : await readArguments(c);
  const argumentNames = Object.keys(JSON.parse(argsJson) as object);
  const fn = chooseFunction(name, catalog.functions.get(name), argumentNames);
  const query = parseQuery(request.params, request.rangeHeader, new Set(argumentNames));
  const withCount = request.prefs.count !== undefined;
  const compiled = compileRpc(fn, argsJson, query, { withCount, catalog });
  const shape = (result: ResultRow | undefined) => {
    if (fn.returns === "void" || !result) return undefined;
    checkMaxAffected(request, result.page_count);
    const body =
      fn.returns === "row" && !fn.returnsSet
        ? (result.single ?? "null")
        : pickBody(result, request.isSingular);
    return { ...result, body };
  };
  // A single object or a row limit is checked before COMMIT (a failed check rolls the call
  // back); otherwise the settings and the call go as one pipeline.
  const row =
    request.isSingular || request.prefs.maxAffected !== undefined
      ? await runAsRole(db, request.as, request.info, async (tx) =>
          shape((await tx.query<ResultRow>(compiled.sql, compiled.params)).rows[0]),
        )
      : shape((await statementAsRole<ResultRow>(db, request.as, request.info, compiled)).rows[0]);
  if (!row) return new Response(null, { status: 204 });
  const { offset } = query.range;
  return sendResult(c, statusForRange(offset, row.page_count, row.total), row.body, {
    contentRange: formatContentRange(offset, row.page_count, row.total),
    prefs: request.prefs,
    isSingular: request.isSingular,
  });
}

async function readArguments(c: Context<AppEnv>): Promise<string> {
  const text = await c.req.text();
  if (text.trim() === "") return "{}";
  const body = readJsonBody(text);
  if (typeof body.value !== "object" || body.value === null || Array.isArray(body.value)) {
    throw invalidBodyError();
  }
  return body.text;
}

/** GET arguments come from query parameters named like the function's arguments. */
function argumentsFromQuery(params: URLSearchParams, catalog: SchemaCatalog, name: string): string {
  const known = new Set(
    (catalog.functions.get(name) ?? []).flatMap((fn) => fn.arguments.map((a) => a.name)),
  );
  const args: Record<string, string> = {};
  for (const [key, value] of params) {
    if (known.has(key)) args[key] = value;
  }
  return JSON.stringify(args);
}
