import type { Context } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import { readJsonBody } from "../read-json-body.ts";
import { resolveStorageCaller, type StorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";

/**
 * The skeleton of Storage's POST list routes (`/object/list/{bucket}`, `/object/list-v2/{bucket}`):
 * the caller and the JSON body are read, and what `list` finds in the bucket is the answer.
 */
export function bucketListRoute<Schema extends z.ZodType, Result>(
  bodySchema: Schema,
  list: (
    deps: StorageDeps,
    caller: StorageCaller,
    bucketId: string,
    body: z.output<Schema>,
  ) => Promise<Result>,
) {
  return async (c: Context<AppEnv>, deps: StorageDeps): Promise<Response> => {
    const caller = await resolveStorageCaller(deps, c.req.header("authorization"));
    const body = await readJsonBody(c, bodySchema);
    return c.json(await list(deps, caller, c.req.param("bucket")!, body));
  };
}
