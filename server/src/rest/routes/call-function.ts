// POST/GET /rest/v1/rpc/{function}: PostgREST's function call, by named arguments or, for a
// function whose one unnamed parameter is json, jsonb, text, xml or bytea, with the POST's body
// whole; rows of a table type embed related tables.
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
import { chooseFunction, compileRpc, type RpcBody } from "../sql/compile-rpc.ts";
import { readJsonBody } from "./read-json-body.ts";

export async function callFunction(
  c: Context<AppEnv>,
  db: Database,
  catalog: SchemaCatalog,
  request: RestRequest,
  name: string,
): Promise<Response> {
  const isRead = c.req.method === "GET" || c.req.method === "HEAD";
  const posted = isRead ? undefined : await readPostBody(c);
  const argsJson = posted ? posted.argsJson : argumentsFromQuery(request.params, catalog, name);
  const argumentNames = Object.keys(JSON.parse(argsJson) as object);
  const candidates = catalog.functions.get(name);
  // Named arguments come in a JSON object; only a function taking the body whole takes another.
  if (
    posted &&
    !posted.isObject &&
    !candidates?.some((fn) => fn.bodyParameter?.startsWith("json"))
  ) {
    throw invalidBodyError();
  }
  const fn = chooseFunction(name, candidates, argumentNames, posted?.kind);
  const query = parseQuery(request.params, request.rangeHeader, new Set(argumentNames));
  const withCount = request.prefs.count !== undefined;
  const compiled = compileRpc(fn, argsJson, query, { withCount, catalog, body: posted?.body });
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
  return sendResult(c, db, request, statusForRange(offset, row.page_count, row.total), row.body, {
    contentRange: formatContentRange(offset, row.page_count, row.total),
  });
}

const RAW_BODIES: Record<string, RpcBody> = {
  "text/plain": "text",
  "text/xml": "xml",
  "application/octet-stream": "bytea",
};

/**
 * A POST's body by its Content-Type (JSON when it names another or none): a JSON object's keys
 * are the arguments; the body itself, as text (bytes as hex), is kept for a function taking it.
 */
async function readPostBody(
  c: Context<AppEnv>,
): Promise<{ kind: RpcBody; argsJson: string; isObject: boolean; body: string }> {
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const kind = RAW_BODIES[mediaType] ?? "json";
  if (kind === "bytea") {
    const body = Buffer.from(await c.req.arrayBuffer()).toString("hex");
    return { kind, argsJson: "{}", isObject: true, body };
  }
  const text = await c.req.text();
  if (kind !== "json") return { kind, argsJson: "{}", isObject: true, body: text };
  if (text.trim() === "") return { kind, argsJson: "{}", isObject: true, body: text };
  const json = readJsonBody(text);
  const isObject =
    typeof json.value === "object" && json.value !== null && !Array.isArray(json.value);
  return { kind, argsJson: isObject ? json.text : "{}", isObject, body: json.text };
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
