import { deleteObjects, type StoredObject } from "../repositories/objects.ts";
import { runAsCaller, type StorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";
import { removeFilesQuietly } from "./remove-files.ts";

/**
 * `remove`: deletes the named objects the caller's delete policy allows (others are skipped, as
 * on Supabase) in one transaction, then their files; answers the deleted rows.
 */
export async function removeObjects(
  deps: StorageDeps,
  caller: StorageCaller,
  bucketId: string,
  names: string[],
): Promise<StoredObject[]> {
  const deleted = await runAsCaller(deps.db, caller, (tx) => deleteObjects(tx, bucketId, names));
  await removeFilesQuietly(
    deps,
    deleted.map((object) => object.version),
  );
  return deleted;
}
