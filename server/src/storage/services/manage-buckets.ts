import { checkBucketName, RESERVED_BUCKET_NAMES } from "../object-key.ts";
import {
  type BucketChanges,
  deleteBucket,
  findBucket,
  hasObjects,
  insertBucket,
  lockBucket,
  updateBucket,
} from "../repositories/buckets.ts";
import { deleteAllObjects } from "../repositories/objects.ts";
import { runAsCaller, runAsServerThenCaller, type StorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";
import { StorageError, storageErrors } from "../storage-errors.ts";
import { removeFilesQuietly } from "./remove-files.ts";

/** A bucket's limits as the API takes them: bytes, or Storage's `"20MB"` style. */
export interface BucketLimits {
  public?: boolean;
  file_size_limit?: number | string | null;
  allowed_mime_types?: string[] | null;
}

const SIZE_UNITS = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 } as const;
// Storage's check on each allowed type: `type/subtype` (with a charset) or a `*` wildcard.
const MIME_TYPE = /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/;

function parseFileSizeLimit(limit: number | string, serverLimit: number): number {
  let bytes: number;
  if (typeof limit === "string") {
    const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(limit);
    if (!match) throw storageErrors.invalidFileSizeLimit();
    const unit = match[2]!.toLowerCase() as keyof typeof SIZE_UNITS;
    bytes = Math.round(Number(Number(match[1]).toPrecision(3)) * SIZE_UNITS[unit]);
  } else {
    bytes = limit;
  }
  // A bucket may not allow more than the server accepts at all.
  if (bytes > serverLimit) throw storageErrors.entityTooLarge();
  return bytes;
}

function checkMimeTypes(types: string[]): string[] {
  const kept = types.filter(Boolean);
  for (const type of kept) {
    if (type.length > 1000 || !MIME_TYPE.test(type)) throw storageErrors.invalidMimeType(type);
  }
  return kept;
}

function changesOf(limits: BucketLimits, serverLimit: number): BucketChanges {
  const changes: BucketChanges = { public: limits.public };
  if (limits.file_size_limit === null) changes.file_size_limit = null;
  else if (limits.file_size_limit !== undefined) {
    changes.file_size_limit = parseFileSizeLimit(limits.file_size_limit, serverLimit);
  }
  if (limits.allowed_mime_types === null) changes.allowed_mime_types = null;
  else if (limits.allowed_mime_types !== undefined) {
    changes.allowed_mime_types = checkMimeTypes(limits.allowed_mime_types);
  }
  return changes;
}

/**
 * `createBucket`, as the caller: the service role always may; other roles only where an insert
 * policy on `storage.buckets` allows (this app has none, so they are refused by RLS).
 */
export async function createBucket(
  deps: StorageDeps,
  caller: StorageCaller,
  input: { id?: string; name: string } & BucketLimits,
): Promise<{ name: string }> {
  const id = input.id || input.name;
  if (input.name.trim() !== input.name) throw storageErrors.invalidBucketName();
  checkBucketName(input.name);
  checkBucketName(id);
  if (RESERVED_BUCKET_NAMES.has(id)) throw storageErrors.invalidBucketName();
  const changes = changesOf(input, deps.fileSizeLimit);
  try {
    await runAsCaller(deps.db, caller, (tx) =>
      insertBucket(tx, {
        id,
        name: input.name,
        owner: caller.owner,
        public: changes.public ?? false,
        file_size_limit: changes.file_size_limit ?? null,
        allowed_mime_types: changes.allowed_mime_types ?? null,
      }),
    );
  } catch (error) {
    if (error instanceof StorageError && error.code === "ResourceAlreadyExists") {
      throw storageErrors.bucketAlreadyExists();
    }
    throw error;
  }
  return { name: input.name };
}

/** `updateBucket`: a bucket the caller may not update is, to them, not found. */
export async function changeBucket(
  deps: StorageDeps,
  caller: StorageCaller,
  id: string,
  limits: BucketLimits,
): Promise<void> {
  checkBucketName(id);
  const changes = changesOf(limits, deps.fileSizeLimit);
  if (Object.values(changes).every((value) => value === undefined)) {
    throw storageErrors.noContent();
  }
  const isUpdated = await runAsCaller(deps.db, caller, (tx) => updateBucket(tx, id, changes));
  if (!isUpdated) throw storageErrors.noSuchBucket();
}

/**
 * `deleteBucket`: as Storage, the bucket is locked and checked for objects as the server (so a
 * caller cannot delete a bucket holding files they cannot see), then deleted as the caller.
 */
export async function removeBucket(
  deps: StorageDeps,
  caller: StorageCaller,
  id: string,
): Promise<void> {
  checkBucketName(id);
  const isDeleted = await runAsServerThenCaller(
    deps.db,
    caller,
    async (tx) => {
      if (!(await lockBucket(tx, id))) throw storageErrors.noSuchBucket();
      if (await hasObjects(tx, id)) throw storageErrors.bucketNotEmpty();
    },
    (tx) => deleteBucket(tx, id),
  );
  if (!isDeleted) throw storageErrors.noSuchBucket();
}

/**
 * `emptyBucket` (service role only, checked by the route): deletes every object row in one
 * transaction, then their files. Storage queues this; here it is done before answering.
 */
export async function emptyBucket(
  deps: StorageDeps,
  caller: StorageCaller,
  id: string,
): Promise<void> {
  checkBucketName(id);
  const versions = await runAsCaller(deps.db, caller, async (tx) => {
    if (!(await findBucket(tx, id))) throw storageErrors.noSuchBucket();
    return deleteAllObjects(tx, id);
  });
  await removeFilesQuietly(deps, versions);
}
