import { checkObjectKey } from "../object-key.ts";
import { findObject, renameObject, type StoredObject } from "../repositories/objects.ts";
import { runAsCaller, type StorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";
import { storageErrors } from "../storage-errors.ts";
import { findBucketOrFail } from "./find-bucket.ts";

export interface MoveInput {
  bucketId: string;
  sourceKey: string;
  destinationBucket: string;
  destinationKey: string;
}

/**
 * `move`: renames the row as the caller, so their select and update policies must allow both
 * the old and the new name. The bytes stay where they are: files are named by version.
 */
export async function moveObject(
  deps: StorageDeps,
  caller: StorageCaller,
  input: MoveInput,
): Promise<StoredObject> {
  checkObjectKey(input.sourceKey);
  checkObjectKey(input.destinationKey);
  await findBucketOrFail(deps, input.destinationBucket);
  return runAsCaller(deps.db, caller, async (tx) => {
    const source = await findObject(tx, input.bucketId, input.sourceKey);
    if (!source) throw storageErrors.noSuchKey();
    const moved = await renameObject(
      tx,
      { bucketId: input.bucketId, name: input.sourceKey },
      { bucketId: input.destinationBucket, name: input.destinationKey, owner: caller.owner },
    );
    if (!moved) throw storageErrors.noSuchKey();
    return moved;
  });
}
