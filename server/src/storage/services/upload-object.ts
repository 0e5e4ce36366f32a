import { checkAllowedMimeType, checkBytesMatchType } from "../mime-type.ts";
import { checkObjectKey } from "../object-key.ts";
import { type NewObject, writeObject } from "../repositories/objects.ts";
import { runAsCaller, type StorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";
import { findBucketOrFail, uploadLimitOf } from "./find-bucket.ts";
import { commitObjectRow } from "./commit-object-row.ts";

/** A request body as the route read it: the declared type and the bytes, not yet consumed. */
export interface UploadBody {
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | undefined;
  chunks: AsyncIterable<Uint8Array>;
}

export interface UploadInput {
  bucketId: string;
  key: string;
  isUpsert: boolean;
  /** Reads the body, refusing more than `maxBytes` while it streams. */
  readBody(maxBytes: number): Promise<UploadBody>;
}

const PROBE_VERSION = "00000000-0000-4000-8000-000000000000";

class PoliciesPassed extends Error {}

/** Tries the row the upload would write, as the caller, and rolls it back: RLS and duplicates. */
async function checkPolicies(
  deps: StorageDeps,
  caller: StorageCaller,
  probe: NewObject,
  options: { isUpsert: boolean },
): Promise<void> {
  await runAsCaller(deps.db, caller, async (tx) => {
    await writeObject(tx, probe, options);
    throw new PoliciesPassed();
  }).catch((error: unknown) => {
    if (!(error instanceof PoliciesPassed)) throw error;
  });
}

/**
 * Whether the caller could upload `key` now (bucket, key, policies, duplicates), as Storage checks
 * before it signs an upload URL; nothing is written.
 */
export async function checkCanUpload(
  deps: StorageDeps,
  caller: StorageCaller,
  input: { bucketId: string; key: string; isUpsert: boolean },
): Promise<void> {
  checkObjectKey(input.key);
  const bucket = await findBucketOrFail(deps, input.bucketId);
  const probe: NewObject = {
    bucketId: bucket.id,
    name: input.key,
    owner: caller.owner,
    version: PROBE_VERSION,
    metadata: { mimetype: "application/octet-stream" },
    userMetadata: undefined,
  };
  await checkPolicies(deps, caller, probe, input);
}

/**
 * Storage's upload: the caller's policies are tried first with a row that is rolled back, so a
 * refused upload stores nothing; then the bytes go to disk (size and type checked as they
 * stream), then the row is written as the caller in one transaction. If the row fails the file
 * is removed; if it replaced an older version, that file is removed after the commit.
 */
export async function uploadObject(
  deps: StorageDeps,
  caller: StorageCaller,
  input: UploadInput,
): Promise<{ id: string; key: string }> {
  checkObjectKey(input.key);
  const bucket = await findBucketOrFail(deps, input.bucketId);
  const maxBytes = uploadLimitOf(bucket, deps.fileSizeLimit);
  const body = await input.readBody(maxBytes);
  const allowed = bucket.allowed_mime_types ?? [];
  if (allowed.length > 0) checkAllowedMimeType(body.mimeType, allowed);

  const row = (version: string, metadata: NewObject["metadata"]): NewObject => ({
    bucketId: bucket.id,
    name: input.key,
    owner: caller.owner,
    version,
    metadata,
    userMetadata: body.userMetadata,
  });
  await checkPolicies(deps, caller, row(PROBE_VERSION, { mimetype: body.mimeType }), input);

  const saved = await deps.files.save(body.chunks, {
    maxBytes,
    inspectHead: (head) => {
      if (allowed.length > 0) checkBytesMatchType(body.mimeType, head);
    },
  });
  const metadata = {
    eTag: saved.eTag,
    size: saved.size,
    mimetype: body.mimeType,
    cacheControl: body.cacheControl,
    lastModified: deps.clock.now().toISOString(),
    contentLength: saved.size,
    httpStatusCode: 200,
  };
  const stored = await commitObjectRow(deps, caller, row(saved.version, metadata), input);
  return { id: stored.id, key: `${bucket.id}/${input.key}` };
}
