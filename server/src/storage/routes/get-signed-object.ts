// GET /object/sign/{bucket}/{key}?token=: Storage's getSignedObject.
import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { checkObjectKey } from "../object-key.ts";
import { sendFile, servableObject } from "../send-file.ts";
import { readSignedObject } from "../services/read-object.ts";
import { verifyObjectToken } from "../services/sign-object-urls.ts";
import type { StorageDeps } from "../storage-deps.ts";
import { storageErrors } from "../storage-errors.ts";

export async function getSignedObject(c: Context<AppEnv>, deps: StorageDeps): Promise<Response> {
  const bucketId = c.req.param("bucket")!;
  const key = c.req.param("key")!;
  checkObjectKey(key);
  const token = c.req.query("token");
  if (!token) throw storageErrors.invalidRequest("querystring must have required property 'token'");
  const { expiresAt } = await verifyObjectToken(deps, token, bucketId, key);
  const object = await readSignedObject(deps, bucketId, key);
  return sendFile(c, servableObject(deps.files, object), { expires: expiresAt });
}
