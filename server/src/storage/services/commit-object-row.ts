import {
  type NewObject,
  type StoredObject,
  writeObject,
  type WrittenObject,
} from "../repositories/objects.ts";
import { runAsCaller, type StorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";
import { removeFilesQuietly } from "./remove-files.ts";

/**
 * Writes the row for a file already on disk, as the caller, in one transaction. If the row is
 * refused the new file is removed; if it replaced an older version, that file goes after the
 * commit. Either way the rows and the files agree.
 */
export async function commitObjectRow(
  deps: StorageDeps,
  caller: StorageCaller,
  object: NewObject,
  options: { isUpsert: boolean },
): Promise<StoredObject> {
  let stored: WrittenObject;
  try {
    stored = await runAsCaller(deps.db, caller, (tx) => writeObject(tx, object, options));
  } catch (error) {
    await deps.files.remove(object.version);
    throw error;
  }
  if (stored.replaced_version) {
    await removeFilesQuietly(deps, [stored.replaced_version]);
  }
  return stored;
}
