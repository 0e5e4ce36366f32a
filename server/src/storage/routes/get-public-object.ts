// GET /object/public/{bucket}/{key}: Storage's getPublicObject (public buckets, no token).
import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { sendFile, servableObject } from "../send-file.ts";
import { readPublicObject } from "../services/read-object.ts";
import type { StorageDeps } from "../storage-deps.ts";

export async function getPublicObject(c: Context<AppEnv>, deps: StorageDeps): Promise<Response> {
  const object = await readPublicObject(deps, c.req.param("bucket")!, c.req.param("key")!);
  return sendFile(c, servableObject(deps.files, object));
}
