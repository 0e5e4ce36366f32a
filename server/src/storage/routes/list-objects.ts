// POST /object/list/{bucket}: Storage's listObjects ({ prefix, limit, offset, sortBy, search }).
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import { readJsonBody } from "../read-json-body.ts";
import { listObjects as listObjectsAsCaller } from "../services/list-objects.ts";
import { resolveStorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";
import { sortBySchema } from "./sort-by-schema.ts";

const bodySchema = z.object({
  prefix: z.string(),
  limit: z.number().int().min(1).default(100),
  offset: z.number().int().min(0).default(0),
  search: z.string().default(""),
  sortBy: sortBySchema(["name", "updated_at", "created_at", "last_accessed_at"]),
});

export async function listObjects(c: Context<AppEnv>, deps: StorageDeps): Promise<Response> {
  const caller = await resolveStorageCaller(deps, c.req.header("authorization"));
  const body = await readJsonBody(c, bodySchema);
  const entries = await listObjectsAsCaller(deps, caller, c.req.param("bucket")!, {
    prefix: body.prefix,
    search: body.search,
    limit: body.limit,
    offset: body.offset,
    sortColumn: body.sortBy.column,
    sortOrder: body.sortBy.order,
  });
  return c.json(entries);
}
