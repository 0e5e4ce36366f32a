// POST /object/list-v2/{bucket}: Storage's listObjectsV2 ({ prefix, limit, cursor, with_delimiter,
// sortBy } -> { hasNext, nextCursor, folders, objects }).
import { z } from "zod";
import { listObjectsV2 } from "../services/list-objects-v2.ts";
import { bucketListRoute } from "./bucket-list-route.ts";
import { sortBySchema } from "./sort-by-schema.ts";

const bodySchema = z.object({
  prefix: z.string().default(""),
  limit: z.number().int().min(1).default(1000),
  cursor: z.string().optional(),
  with_delimiter: z.boolean().default(false),
  sortBy: sortBySchema(["name", "updated_at", "created_at"]),
});

export const listObjectsV2Route = bucketListRoute(bodySchema, (deps, caller, bucketId, body) =>
  listObjectsV2(deps, caller, bucketId, {
    prefix: body.prefix,
    limit: body.limit,
    cursor: body.cursor,
    withDelimiter: body.with_delimiter,
    sortBy: body.sortBy,
  }),
);
