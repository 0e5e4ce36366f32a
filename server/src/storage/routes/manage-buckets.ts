// POST /bucket, PUT /bucket/{id}, DELETE /bucket/{id}, POST /bucket/{id}/empty: Storage's
// createBucket, updateBucket, deleteBucket and emptyBucket.
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import { readJsonBody } from "../read-json-body.ts";
import {
  changeBucket,
  createBucket,
  emptyBucket,
  removeBucket,
} from "../services/manage-buckets.ts";
import { resolveStorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";
import { storageErrors } from "../storage-errors.ts";

const limitsSchema = z.object({
  public: z.boolean().optional(),
  file_size_limit: z
    .union([z.number().int().min(0), z.string()])
    .nullable()
    .optional(),
  allowed_mime_types: z.array(z.string()).nullable().optional(),
});
const createSchema = limitsSchema.extend({ name: z.string(), id: z.string().optional() });

export async function createBucketRoute(c: Context<AppEnv>, deps: StorageDeps): Promise<Response> {
  const caller = await resolveStorageCaller(deps, c.req.header("authorization"));
  const body = await readJsonBody(c, createSchema);
  return c.json(await createBucket(deps, caller, body));
}

export async function updateBucketRoute(c: Context<AppEnv>, deps: StorageDeps): Promise<Response> {
  const caller = await resolveStorageCaller(deps, c.req.header("authorization"));
  const body = await readJsonBody(c, limitsSchema);
  await changeBucket(deps, caller, c.req.param("id")!, body);
  return c.json({ message: "Successfully updated" });
}

export async function deleteBucketRoute(c: Context<AppEnv>, deps: StorageDeps): Promise<Response> {
  const caller = await resolveStorageCaller(deps, c.req.header("authorization"));
  await removeBucket(deps, caller, c.req.param("id")!);
  return c.json({ message: "Successfully deleted" });
}

export async function emptyBucketRoute(c: Context<AppEnv>, deps: StorageDeps): Promise<Response> {
  const caller = await resolveStorageCaller(deps, c.req.header("authorization"));
  // Storage serves this route to the service role only, whatever the policies say.
  if (caller.as.role !== "service_role") {
    throw storageErrors.accessDenied("Access denied: Invalid role", 403);
  }
  await emptyBucket(deps, caller, c.req.param("id")!);
  return c.json({ message: "Successfully emptied" });
}
