// GET /object/info/{bucket}/{key} (and /info/authenticated/..., /info/public/...): Storage's
// getObjectInfo, which storage-js `info()` and `exists()` call.
import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import type { StoredObject } from "../repositories/objects.ts";
import { readObject, readPublicObject } from "../services/read-object.ts";
import { resolveStorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";

export async function getObjectInfo(
  c: Context<AppEnv>,
  deps: StorageDeps,
  access: "public" | "authenticated" | "either",
): Promise<Response> {
  const bucketId = c.req.param("bucket")!;
  const key = c.req.param("key")!;
  let object: StoredObject;
  if (access === "public") {
    object = await readPublicObject(deps, bucketId, key);
  } else {
    const caller = await resolveStorageCaller(deps, c.req.header("authorization"), {
      allowAnonymous: access === "either",
    });
    object = await readObject(deps, caller, bucketId, key);
  }
  const { metadata } = object;
  c.header("ETag", metadata.eTag);
  c.header("Cache-Control", metadata.cacheControl);
  c.header("Last-Modified", new Date(metadata.lastModified).toUTCString());
  return c.json({
    id: object.id,
    name: object.name,
    version: object.version,
    bucket_id: object.bucket_id,
    size: metadata.size,
    content_type: metadata.mimetype,
    cache_control: metadata.cacheControl,
    etag: metadata.eTag,
    // Storage answers `{}` for an object uploaded without user metadata.
    metadata: object.user_metadata ?? {},
    last_modified: object.updated_at,
    created_at: object.created_at,
  });
}
