import { randomUUID } from "node:crypto";
import { checkObjectKey } from "../object-key.ts";
import { findObject, type StoredObject } from "../repositories/objects.ts";
import { runAsCaller, type StorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";
import { storageErrors } from "../storage-errors.ts";
import { findBucketOrFail } from "./find-bucket.ts";
import type { MoveInput } from "./move-object.ts";
import { commitObjectRow } from "./commit-object-row.ts";

/**
 * `copy`: the caller must be able to read the source and insert the destination (with
 * `x-upsert`, replace it). The bytes are copied to a new version first; if the row cannot be
 * written that copy is removed, so the file and the row always agree.
 */
export async function copyObject(
  deps: StorageDeps,
  caller: StorageCaller,
  input: MoveInput & { isUpsert: boolean },
): Promise<StoredObject> {
  checkObjectKey(input.sourceKey);
  checkObjectKey(input.destinationKey);
  await findBucketOrFail(deps, input.destinationBucket);
  const source = await runAsCaller(deps.db, caller, (tx) =>
    findObject(tx, input.bucketId, input.sourceKey),
  );
  if (!source) throw storageErrors.noSuchKey();
  const version = randomUUID();
  await deps.files.copy(source.version, version);
  return commitObjectRow(
    deps,
    caller,
    {
      bucketId: input.destinationBucket,
      name: input.destinationKey,
      owner: caller.owner,
      version,
      metadata: { ...source.metadata, lastModified: deps.clock.now().toISOString() },
      userMetadata: source.user_metadata ?? undefined,
    },
    input,
  );
}
