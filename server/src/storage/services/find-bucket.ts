import { checkBucketName } from "../object-key.ts";
import { type Bucket, findBucket } from "../repositories/buckets.ts";
import type { StorageDeps } from "../storage-deps.ts";
import { storageErrors } from "../storage-errors.ts";

/** The bucket by id, read as the server (buckets are not subject to the caller's policies here). */
export async function findBucketOrFail(
  deps: Pick<StorageDeps, "db">,
  bucketId: string,
  options: { mustBePublic?: boolean } = {},
): Promise<Bucket> {
  checkBucketName(bucketId);
  const bucket = await findBucket(deps.db, bucketId);
  if (!bucket || (options.mustBePublic && !bucket.public)) throw storageErrors.noSuchBucket();
  return bucket;
}

/** The upload limit for a bucket: its own limit, never above the server-wide cap. */
export function uploadLimitOf(bucket: Bucket, fileSizeLimit: number): number {
  return Math.min(bucket.file_size_limit ?? Number.POSITIVE_INFINITY, fileSizeLimit);
}
