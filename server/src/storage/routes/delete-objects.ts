// DELETE /object/{bucket}: Storage's deleteObjects ({ prefixes } -> the deleted objects).
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import { readJsonBody } from "../read-json-body.ts";
import { removeObjects } from "../services/remove-objects.ts";
import { resolveStorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";

const bodySchema = z.object({ prefixes: z.array(z.string()).min(1).max(1000) });

export async function deleteObjects(c: Context<AppEnv>, deps: StorageDeps): Promise<Response> {
  const caller = await resolveStorageCaller(deps, c.req.header("authorization"));
  const { prefixes } = await readJsonBody(c, bodySchema);
  return c.json(await removeObjects(deps, caller, c.req.param("bucket")!, prefixes));
}
