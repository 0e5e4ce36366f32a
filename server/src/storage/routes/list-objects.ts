// POST /object/list/{bucket}: Storage's listObjects ({ prefix, limit, offset, sortBy, search }).
import { z } from "zod";
import { listObjects as listObjectsAsCaller } from "../services/list-objects.ts";
import { bucketListRoute } from "./bucket-list-route.ts";
import { sortBySchema } from "./sort-by-schema.ts";

const bodySchema = z.object({
  prefix: z.string(),
  limit: z.number().int().min(1).default(100),
  offset: z.number().int().min(0).default(0),
  search: z.string().default(""),
  sortBy: sortBySchema(["name", "updated_at", "created_at", "last_accessed_at"]),
});

export const listObjects = bucketListRoute(bodySchema, (deps, caller, bucketId, body) =>
  listObjectsAsCaller(deps, caller, bucketId, {
    prefix: body.prefix,
    search: body.search,
    limit: body.limit,
    offset: body.offset,
    sortColumn: body.sortBy.column,
    sortOrder: body.sortBy.order,
  }),
);
