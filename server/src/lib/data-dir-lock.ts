import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

export class DataDirLockedError extends Error {}

const SQLITE_BUSY = 5;

/** Open lock handles: a DatabaseSync that is garbage-collected closes, and its lock goes with it. */
const heldLocks = new Set<DatabaseSync>();

/**
 * PGlite has no lock of its own and two processes on one data directory corrupt it, so the server
 * holds an exclusive lock on `server.lock` there for as long as it runs.
 *
 * The lock is the kernel's (SQLite's POSIX `fcntl` write lock, through Node's built-in
 * `node:sqlite`; Node has no flock of its own): the kernel grants it to exactly one process and
 * drops it when that process dies, even by SIGKILL, so no stale state is left behind and a PID
 * reused after a container restart means nothing. The file is never deleted: a process that had
 * already opened it could then lock the old inode while another locks a new one.
 * Returns the function that releases the lock.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lock = new DatabaseSync(join(dataDir, "server.lock"));
  try {
    lock.exec("BEGIN IMMEDIATE");
  } catch (error) {
    lock.close();
    if ((error as { errcode?: number }).errcode !== SQLITE_BUSY) throw error;
    throw new DataDirLockedError(
      `Another Bhakti Setu server is already using the data directory ${dataDir}. Stop it first, or set DATA_DIR to another directory.`,
    );
  }
  heldLocks.add(lock);
  return async () => {
    if (!heldLocks.delete(lock)) return;
    lock.close();
  };
}

const URL_FILE = "server.url";

/**
 * Notes where the server holding the lock answers, so `npm run admin` can send its command there
 * (it cannot open the database itself). Only read while the lock is held, so a note left by a
 * server that died says nothing.
 */
export async function recordServerUrl(dataDir: string, url: string): Promise<void> {
  await writeFile(join(dataDir, URL_FILE), `${url}\n`);
}

/** The address the server holding the lock noted, if it has yet. */
export async function readServerUrl(dataDir: string): Promise<string | undefined> {
  try {
    return (await readFile(join(dataDir, URL_FILE), "utf8")).trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
