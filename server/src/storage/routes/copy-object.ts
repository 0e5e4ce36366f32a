// POST /object/copy: Storage's copyObject (same body as move; `x-upsert` replaces the destination).
import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { readJsonBody } from "../read-json-body.ts";
import { copyObject as copyObjectAsCaller } from "../services/copy-object.ts";
import { resolveStorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";
import { transferSchema } from "./move-object.ts";

export async function copyObject(c: Context<AppEnv>, deps: StorageDeps): Promise<Response> {
  const caller = await resolveStorageCaller(deps, c.req.header("authorization"));
  const body = await readJsonBody(c, transferSchema);
  const destinationBucket = body.destinationBucket || body.bucketId;
  const copied = await copyObjectAsCaller(deps, caller, {
    ...body,
    destinationBucket,
    isUpsert: c.req.header("x-upsert") === "true",
  });
  return c.json({ Id: copied.id, Key: `${destinationBucket}/${copied.name}`, ...copied });
}
