// GET /render/image/{public|authenticated|sign}/{bucket}/{key}: Storage's image transformation
// (imgproxy there, sharp here), with variants cached on disk.
import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { checkObjectKey } from "../object-key.ts";
import type { StoredObject } from "../repositories/objects.ts";
import { sendFile } from "../send-file.ts";
import { readObject, readPublicObject, readSignedObject } from "../services/read-object.ts";
import {
  describeTransformations,
  parseTransformations,
  renderImage,
} from "../services/render-image.ts";
import { verifyObjectToken } from "../services/sign-object-urls.ts";
import { resolveStorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";
import { storageErrors } from "../storage-errors.ts";
import { transformSchema } from "../transform-schema.ts";

type Access = "public" | "authenticated" | "sign";

export async function renderImageRoute(
  c: Context<AppEnv>,
  deps: StorageDeps,
  access: Access,
): Promise<Response> {
  const bucketId = c.req.param("bucket")!;
  const key = c.req.param("key")!;
  let object: StoredObject;
  let query: Record<string, string> = c.req.query();
  let expires: Date | undefined;
  if (access === "sign") {
    checkObjectKey(key);
    const token = c.req.query("token");
    if (!token)
      throw storageErrors.invalidRequest("querystring must have required property 'token'");
    const verified = await verifyObjectToken(deps, token, bucketId, key);
    // A signed URL renders exactly the transformation that was signed.
    query = parseTransformations(verified.transformations ?? "");
    expires = verified.expiresAt;
    object = await readSignedObject(deps, bucketId, key);
  } else if (access === "public") {
    object = await readPublicObject(deps, bucketId, key);
  } else {
    const caller = await resolveStorageCaller(deps, c.req.header("authorization"));
    object = await readObject(deps, caller, bucketId, key);
  }
  const options = transformSchema.safeParse(query);
  if (!options.success) {
    const issue = options.error.issues[0];
    throw storageErrors.invalidRequest(`querystring/${issue?.path.join(".")} ${issue?.message}`);
  }
  const file = await renderImage(deps, object, options.data, c.req.header("accept") ?? "");
  const response = sendFile(c, file, { expires });
  const transformations = describeTransformations(options.data);
  if (transformations) response.headers.set("X-Transformations", transformations);
  return response;
}
