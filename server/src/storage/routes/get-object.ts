// GET /object/{bucket}/{key} and /object/authenticated/{bucket}/{key}: Storage's getObject.
import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { sendFile, servableObject } from "../send-file.ts";
import { readObject } from "../services/read-object.ts";
import { resolveStorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";

export async function getObject(
  c: Context<AppEnv>,
  deps: StorageDeps,
  options: { isAuthenticatedRoute: boolean },
): Promise<Response> {
  // The plain route also serves `<img src>` without a token; the authenticated one requires it.
  const caller = await resolveStorageCaller(deps, c.req.header("authorization"), {
    allowAnonymous: !options.isAuthenticatedRoute,
  });
  const object = await readObject(deps, caller, c.req.param("bucket")!, c.req.param("key")!);
  return sendFile(c, servableObject(deps.files, object));
}
