import { storageErrors } from "./storage-errors.ts";

// The characters Supabase Storage accepts in object keys and bucket names (S3-safe ones).
const VALID_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/;
const VALID_BUCKET = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]{1,100}$/;

/**
 * Throws InvalidKey unless `key` is a relative path of non-empty, non-dot segments made of
 * Storage's key characters. Files on disk are named by version ids, never by keys, so this
 * guards names rather than the file system: `../`, `./`, absolute paths, backslashes, NUL and
 * percent-encoded variants (already decoded by the router) are all refused.
 */
export function checkObjectKey(key: string): void {
  const segments = key.split("/");
  const hasBadSegment = segments.some((segment) => segment === "" || /^\.{1,2}$/.test(segment));
  if (!VALID_KEY.test(key) || hasBadSegment) throw storageErrors.invalidKey(key);
}

/** Throws InvalidBucketName unless `name` is a bucket name Storage accepts. */
export function checkBucketName(name: string): void {
  if (!VALID_BUCKET.test(name)) throw storageErrors.invalidBucketName();
}

/**
 * The words after `/object/` that name a route, not a bucket. A bucket by one of these names could
 * never be reached, so none is created and a request naming one as a bucket is an unknown route.
 */
export const RESERVED_BUCKET_NAMES: ReadonlySet<string> = new Set([
  "authenticated",
  "copy",
  "info",
  "list",
  "list-v2",
  "move",
  "public",
  "sign",
  "upload",
]);
