// POST /object/sign/{bucket}: Storage's getSignedURLs ({ expiresIn, paths } -> [{ error, path, signedURL }]).
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import { readJsonBody } from "../read-json-body.ts";
import { signObjectUrls } from "../services/sign-object-urls.ts";
import { resolveStorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";

const bodySchema = z.object({
  expiresIn: z.number().int().min(1),
  paths: z.array(z.string()).min(1).max(1000),
});

export async function signObjects(c: Context<AppEnv>, deps: StorageDeps): Promise<Response> {
  const caller = await resolveStorageCaller(deps, c.req.header("authorization"));
  const body = await readJsonBody(c, bodySchema);
  const signed = await signObjectUrls(deps, caller, { bucketId: c.req.param("bucket")!, ...body });
  return c.json(signed);
}
