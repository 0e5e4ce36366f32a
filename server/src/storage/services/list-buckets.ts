import { type Bucket, findBucket, listBuckets } from "../repositories/buckets.ts";
import { runAsCaller, type StorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";
import { storageErrors } from "../storage-errors.ts";

/** `listBuckets`: the buckets the caller's policies on `storage.buckets` let them see. */
export function listVisibleBuckets(deps: StorageDeps, caller: StorageCaller): Promise<Bucket[]> {
  return runAsCaller(deps.db, caller, (tx) => listBuckets(tx));
}

/** `getBucket`, under the same policies. */
export async function getVisibleBucket(
  deps: StorageDeps,
  caller: StorageCaller,
  id: string,
): Promise<Bucket> {
  const bucket = await runAsCaller(deps.db, caller, (tx) => findBucket(tx, id));
  if (!bucket) throw storageErrors.noSuchBucket();
  return bucket;
}
