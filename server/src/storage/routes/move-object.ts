// POST /object/move: Storage's moveObject ({ bucketId, sourceKey, destinationKey, destinationBucket? }).
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import { readJsonBody } from "../read-json-body.ts";
import { moveObject as moveObjectAsCaller } from "../services/move-object.ts";
import { resolveStorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";

export const transferSchema = z.object({
  bucketId: z.string(),
  sourceKey: z.string(),
  destinationKey: z.string(),
  destinationBucket: z.string().nullish(),
});

export async function moveObject(c: Context<AppEnv>, deps: StorageDeps): Promise<Response> {
  const caller = await resolveStorageCaller(deps, c.req.header("authorization"));
  const body = await readJsonBody(c, transferSchema);
  const moved = await moveObjectAsCaller(deps, caller, {
    ...body,
    destinationBucket: body.destinationBucket || body.bucketId,
  });
  return c.json({ message: "Successfully moved", Id: moved.id, Key: moved.name });
}
