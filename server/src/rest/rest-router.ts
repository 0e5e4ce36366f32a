import { type Context, Hono } from "hono";
import { DatabaseUnavailableError } from "../db/connection-errors.ts";
import type { AppDeps, AppEnv } from "../http/app-env.ts";
import { noStoreByDefault } from "../http/no-store-by-default.ts";
import { ApiKeyError } from "./request-role.ts";
import { readRestRequest } from "./rest-request.ts";
import { RestError, tableNotFoundError } from "./rest-errors.ts";
import { callFunction } from "./routes/call-function.ts";
import { readTable } from "./routes/read-table.ts";
import type { TableRoute } from "./routes/table-route.ts";
import { writeTable } from "./routes/write-table.ts";
import { createSchemaCache } from "./schema-cache.ts";

/**
 * The PostgREST-compatible data API, mounted at /rest/v1. Every route: gateway key check, JWT,
 * parse, compile against the schema cache, then one transaction as the request's role.
 */
export function createRestRouter(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const schema = createSchemaCache(deps.db, deps.clock);
  router.use(noStoreByDefault);

  router.on(["GET", "HEAD", "POST"], "/rpc/:name", async (c) => {
    const request = await readRestRequest(c, deps);
    const name = c.req.param("name");
    return callFunction(c, deps.db, await schema.get({ function: name }), request, name);
  });
  // The table the path names is found once here, for the read and the write alike.
  const onTable = (route: TableRoute) => async (c: Context<AppEnv, "/:table">) => {
    const request = await readRestRequest(c, deps);
    const name = c.req.param("table");
    const catalog = await schema.get({ table: name });
    const table = catalog.tables.get(name);
    if (!table) throw tableNotFoundError(name);
    return route(c, deps.db, catalog, request, table);
  };
  router.on(["GET", "HEAD"], "/:table", onTable(readTable));
  router.on(["POST", "PATCH", "DELETE"], "/:table", onTable(writeTable));
  // Whatever the routes above do not take, answered as PostgREST's request parser does.
  router.all("/rpc/:name", (c) => {
    throw new RestError(405, "PGRST101", `Cannot use the ${c.req.method} method on RPC`);
  });
  router.all("/:table", (c) => {
    throw new RestError(405, "PGRST117", `Unsupported HTTP method: ${c.req.method}`);
  });
  router.all("*", () => {
    throw new RestError(404, "PGRST125", "Invalid path specified in request URL");
  });
  router.onError((error, c) => renderError(error, c));
  return router;
}

function renderError(error: unknown, c: Context<AppEnv>): Response {
  if (error instanceof ApiKeyError) {
    return c.json({ message: error.message, hint: error.hint }, 401);
  }
  // An unreachable database is logged once per outage by the adapter, not on every request.
  const isOutage = error instanceof DatabaseUnavailableError;
  const restError =
    error instanceof RestError
      ? error
      : isOutage
        ? new RestError(503, "PGRST000", "Database connection error. Retrying the connection.")
        : unexpectedError(error, c);
  const headers = { ...restError.headers, "Proxy-Status": `PostgREST; error=${restError.code}` };
  if (restError.status >= 500 && !isOutage)
    c.get("logger").error({ err: restError.cause ?? restError }, "rest error");
  return c.json(restError.toBody(), restError.status as 400, headers);
}

/** A failure that is neither ours nor a Postgres report. */
function unexpectedError(error: unknown, c: Context<AppEnv>): RestError {
  c.get("logger").error({ err: error }, "unhandled rest error");
  return new RestError(500, "PGRST000", "Internal server error", null, null, { cause: error });
}
