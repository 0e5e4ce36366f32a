import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { serverProcessEnv } from "../testing/server-process.ts";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));
/** How long the server idles after its banner before its memory is read. */
const SETTLE_MS = 2000;

export interface StartFigures {
  firstStartMs: number;
  firstStartRssMiB: number;
  /** Medians over the restarts on the same data directory. */
  restartMs: number;
  restartRssMiB: number;
  restarts: number;
}

/**
 * The real server (`node src/main.ts`, as `npm start` runs it, API only) on a fresh data
 * directory, then restarted on it: spawn to banner, and resident memory once idle.
 */
export async function measureStartAndMemory(
  env: Record<string, string> = {},
  restarts = 3,
): Promise<StartFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), "bench-start-"));
  try {
    const first = await startOnce(dataDir, env);
    const again: { ms: number; rssMiB: number }[] = [];
    for (let index = 0; index < restarts; index += 1) again.push(await startOnce(dataDir, env));
    return {
      firstStartMs: first.ms,
      firstStartRssMiB: first.rssMiB,
      restartMs: median(again.map((run) => run.ms)),
      restartRssMiB: median(again.map((run) => run.rssMiB)),
      restarts,
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function startOnce(
  dataDir: string,
  env: Record<string, string>,
): Promise<{ ms: number; rssMiB: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ["src/main.ts"], {
    cwd: serverDir,
    env: serverProcessEnv(dataDir, env),
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    await waitForBanner(child);
    const ms = performance.now() - started;
    await sleep(SETTLE_MS);
    return { ms, rssMiB: await readRssMiB(child.pid!) };
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGINT");
    await exited;
  }
}

function waitForBanner(child: ChildProcess): Promise<void> {
  let stdout = "";
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      if (/service_role key: \S+\n/.test(stdout)) resolve();
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code} before its banner`)));
  });
}

/** VmRSS from /proc: what the process holds in RAM, every thread included. */
async function readRssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kib = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  return kib / 1024;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
