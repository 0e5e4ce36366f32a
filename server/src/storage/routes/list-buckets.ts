// GET /bucket and GET /bucket/{id}: Storage's getAllBuckets and getBucket, under the caller's policies.
import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { getVisibleBucket, listVisibleBuckets } from "../services/list-buckets.ts";
import { resolveStorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";

export async function listBuckets(c: Context<AppEnv>, deps: StorageDeps): Promise<Response> {
  const caller = await resolveStorageCaller(deps, c.req.header("authorization"));
  return c.json(await listVisibleBuckets(deps, caller));
}

export async function getBucket(c: Context<AppEnv>, deps: StorageDeps): Promise<Response> {
  const caller = await resolveStorageCaller(deps, c.req.header("authorization"));
  return c.json(await getVisibleBucket(deps, caller, c.req.param("id")!));
}
