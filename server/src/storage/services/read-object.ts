import { checkObjectKey } from "../object-key.ts";
import { findObject, type StoredObject } from "../repositories/objects.ts";
import { runAsCaller, type StorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";
import { storageErrors } from "../storage-errors.ts";
import { findBucketOrFail } from "./find-bucket.ts";

async function findOrFail(lookup: Promise<StoredObject | undefined>): Promise<StoredObject> {
  const object = await lookup;
  if (!object) throw storageErrors.noSuchKey();
  return object;
}

/**
 * `GET /object/{bucket}/{key}` and `/object/authenticated/...`, as Storage decides: a public
 * bucket serves anyone; a private one needs a token and the caller's select policy (an
 * anonymous reader is told the bucket does not exist).
 */
export async function readObject(
  deps: StorageDeps,
  caller: StorageCaller,
  bucketId: string,
  key: string,
): Promise<StoredObject> {
  checkObjectKey(key);
  const bucket = await findBucketOrFail(deps, bucketId);
  if (bucket.public) return findOrFail(findObject(deps.db, bucket.id, key));
  if (!caller.isAuthenticated) throw storageErrors.noSuchBucket();
  return findOrFail(runAsCaller(deps.db, caller, (tx) => findObject(tx, bucket.id, key)));
}

/** `GET /object/public/{bucket}/{key}`: public buckets only, no policies involved. */
export async function readPublicObject(
  deps: StorageDeps,
  bucketId: string,
  key: string,
): Promise<StoredObject> {
  checkObjectKey(key);
  const bucket = await findBucketOrFail(deps, bucketId, { mustBePublic: true });
  return findOrFail(findObject(deps.db, bucket.id, key));
}

/** An object a signed URL's verified token names; the signer's policies were checked at signing. */
export async function readSignedObject(
  deps: StorageDeps,
  bucketId: string,
  key: string,
): Promise<StoredObject> {
  return findOrFail(findObject(deps.db, bucketId, key));
}
