// POST and PUT /object/{bucket}/{key}: Storage's createObject and updateObject (PUT always upserts).
import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { readUploadBody } from "../read-upload-body.ts";
import { uploadObject } from "../services/upload-object.ts";
import { resolveStorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";

export async function createObject(c: Context<AppEnv>, deps: StorageDeps): Promise<Response> {
  const caller = await resolveStorageCaller(deps, c.req.header("authorization"));
  const isUpsert = c.req.method === "PUT" || c.req.header("x-upsert") === "true";
  const { id, key } = await uploadObject(deps, caller, {
    bucketId: c.req.param("bucket")!,
    key: c.req.param("key")!,
    isUpsert,
    readBody: readUploadBody(c),
  });
  return c.json({ Id: id, Key: key });
}
