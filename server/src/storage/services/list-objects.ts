import { type SearchEntry, type SearchOptions, searchObjects } from "../repositories/objects.ts";
import { runAsCaller, type StorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";

/** `list`: one folder level under `prefix`, sub-folders first, filtered by the caller's policies. */
export function listObjects(
  deps: StorageDeps,
  caller: StorageCaller,
  bucketId: string,
  options: SearchOptions,
): Promise<SearchEntry[]> {
  // Storage treats a non-empty prefix as a folder.
  const prefix =
    options.prefix.length > 0 && !options.prefix.endsWith("/")
      ? `${options.prefix}/`
      : options.prefix;
  return runAsCaller(deps.db, caller, (tx) => searchObjects(tx, bucketId, { ...options, prefix }));
}
