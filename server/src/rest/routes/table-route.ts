import type { Context } from "hono";
import type { Database } from "../../db/database.ts";
import type { AppEnv } from "../../http/app-env.ts";
import type { RestRequest } from "../rest-request.ts";
import type { SchemaCatalog, TableInfo } from "../schema-cache.ts";

/** A handler of /rest/v1/{table}, given the table the path names (the router has found it). */
export type TableRoute = (
  c: Context<AppEnv>,
  db: Database,
  catalog: SchemaCatalog,
  request: RestRequest,
  table: TableInfo,
) => Promise<Response>;
