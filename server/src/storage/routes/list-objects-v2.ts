// POST /object/list-v2/{bucket}: Storage's listObjectsV2 ({ prefix, limit, cursor, with_delimiter,
// sortBy } -> { hasNext, nextCursor, folders, objects }).
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import { readJsonBody } from "../read-json-body.ts";
import { listObjectsV2 } from "../services/list-objects-v2.ts";
import { resolveStorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";
import { sortBySchema } from "./sort-by-schema.ts";

const bodySchema = z.object({
  prefix: z.string().default(""),
  limit: z.number().int().min(1).default(1000),
  cursor: z.string().optional(),
  with_delimiter: z.boolean().default(false),
  sortBy: sortBySchema(["name", "updated_at", "created_at"]),
});

export async function listObjectsV2Route(c: Context<AppEnv>, deps: StorageDeps): Promise<Response> {
  const caller = await resolveStorageCaller(deps, c.req.header("authorization"));
  const body = await readJsonBody(c, bodySchema);
  const result = await listObjectsV2(deps, caller, c.req.param("bucket")!, {
    prefix: body.prefix,
    limit: body.limit,
    cursor: body.cursor,
    withDelimiter: body.with_delimiter,
    sortBy: body.sortBy,
  });
  return c.json(result);
}
