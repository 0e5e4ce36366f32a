import type { StorageDeps } from "../storage-deps.ts";

/**
 * Removes the files of versions no row points to any more. It runs after the commit, when the
 * rows are the truth, so a file that cannot be removed is logged rather than failing the request.
 */
export async function removeFilesQuietly(
  deps: Pick<StorageDeps, "files" | "logger">,
  versions: readonly string[],
): Promise<void> {
  for (const version of versions) {
    await deps.files.remove(version).catch((error: unknown) => {
      deps.logger.warn({ err: error, version }, "could not remove an object file");
    });
  }
}
