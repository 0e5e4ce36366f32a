import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock.ts";

const tempDirs: string[] = [];
async function freshDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "setu-lock-"));
  tempDirs.push(dir);
  return dir;
}

afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const lockModule = fileURLToPath(new URL("./data-dir-lock.ts", import.meta.url));

/**
 * Another server process: takes the lock when it reads "go" on stdin, prints "won" or "lost",
 * then holds whatever it got until it is killed.
 */
function spawnContender(dataDir: string): ChildProcessWithoutNullStreams {
  const script = `
    import { acquireDataDirLock } from ${JSON.stringify(lockModule)};
    process.stdin.once("data", async () => {
      const won = await acquireDataDirLock(${JSON.stringify(dataDir)}).then(() => true, () => false);
      process.stdout.write(won ? "won\\n" : "lost\\n");
    });
    process.stdout.write("ready\\n");`;
  return spawn(process.execPath, ["--input-type=module", "-e", script]);
}

async function readLine(child: ChildProcessWithoutNullStreams): Promise<string> {
  const [chunk] = (await once(child.stdout, "data")) as [Buffer];
  return chunk.toString().trim();
}

async function killHard(child: ChildProcessWithoutNullStreams): Promise<void> {
  const exited = once(child, "exit");
  child.kill("SIGKILL");
  await exited;
}

// Spawns processes (ten rounds of two): slow on a loaded 2-core machine.
describe("acquireDataDirLock", { timeout: 90_000 }, () => {
  it("refuses a second holder until the first releases", async () => {
    const dataDir = await freshDataDir();
    const release = await acquireDataDirLock(dataDir);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(DataDirLockedError);
    await release();
    const releaseAgain = await acquireDataDirLock(dataDir);
    await releaseAgain();
  });

  it("is free again the moment its holder is killed with SIGKILL, whatever PID files say", async () => {
    const dataDir = await freshDataDir();
    const holder = spawnContender(dataDir);
    expect(await readLine(holder)).toBe("ready");
    holder.stdin.write("go\n");
    expect(await readLine(holder)).toBe("won");
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(DataDirLockedError);

    await killHard(holder);
    // What a container restart leaves: a PID file naming the PID the new server gets again.
    await writeFile(join(dataDir, "server.pid"), `${process.pid}\n`);
    const release = await acquireDataDirLock(dataDir);
    await release();
  });

  it("lets exactly one of two processes starting at the same instant win, every time", async () => {
    for (let round = 0; round < 10; round += 1) {
      const dataDir = await freshDataDir();
      // Start from the state a killed server leaves behind.
      const previous = spawnContender(dataDir);
      await readLine(previous);
      previous.stdin.write("go\n");
      await readLine(previous);
      await killHard(previous);

      const racers = [spawnContender(dataDir), spawnContender(dataDir)];
      await Promise.all(racers.map(readLine));
      const results = racers.map(readLine);
      for (const racer of racers) racer.stdin.write("go\n");
      expect((await Promise.all(results)).sort()).toEqual(["lost", "won"]);
      await Promise.all(racers.map(killHard));
    }
  });
});
