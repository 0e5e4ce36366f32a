import { mkdir, open, readFile, unlink } from "node:fs/promises";
import { join } from "node:path";

export class DataDirLockedError extends Error {}

/**
 * PGlite has no lock of its own and two processes on one data directory corrupt it, so the
 * server holds an O_EXCL pid file there. A file left by a dead process is taken over.
 * Returns the function that releases the lock.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, "server.pid");
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(path, "wx");
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return () => unlink(path).catch(() => undefined);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(await readFile(path, "utf8").catch(() => ""), 10);
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new DataDirLockedError(
          `Another Bhakti Setu server (pid ${pid}) is already using the data directory ${dataDir}. Stop it first, or set DATA_DIR to another directory.`,
        );
      }
      await unlink(path).catch(() => undefined);
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
