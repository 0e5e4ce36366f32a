// POST /object/sign/{bucket}/{key}: Storage's getSignedURL ({ expiresIn, transform? } -> { signedURL }).
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import { readJsonBody } from "../read-json-body.ts";
import { formatTransformations } from "../services/render-image.ts";
import { signObjectUrl } from "../services/sign-object-urls.ts";
import { resolveStorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";
import { transformSchema } from "../transform-schema.ts";

const bodySchema = z.object({
  expiresIn: z.number().int().min(1),
  transform: transformSchema.optional(),
});

export async function signObject(c: Context<AppEnv>, deps: StorageDeps): Promise<Response> {
  const caller = await resolveStorageCaller(deps, c.req.header("authorization"));
  const body = await readJsonBody(c, bodySchema);
  const transformations = body.transform ? formatTransformations(body.transform) : "";
  const signedURL = await signObjectUrl(deps, caller, {
    bucketId: c.req.param("bucket")!,
    key: c.req.param("key")!,
    expiresIn: body.expiresIn,
    transformations: transformations || undefined,
  });
  return c.json({ signedURL });
}
