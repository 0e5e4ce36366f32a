import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The environment of a real server process on a free loopback port, its data in `dataDir`, serving
 * the API only and logging nothing unless `env` says otherwise.
 */
export function serverProcessEnv(
  dataDir: string,
  env: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    WEB_BUILD_DIR: join(dataDir, "no-build"),
    LOG_LEVEL: "silent",
    ...env,
  };
}

/** The real server process, as `npm start` runs it (`node src/main.ts`), serving the API only. */
export interface ServerProcess {
  /** The API URL from the banner, on 127.0.0.1. */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Everything it has written to stdout and stderr (banner, JSON log lines). */
  output(): string;
  /** Its exit code once it has ended; null while it runs. */
  exitCode(): number | null;
  /** Resolves when `pattern` appears in the output after its first `since` characters. */
  waitForOutput(pattern: RegExp, since?: number): Promise<void>;
  /** SIGINT, then resolves when it has exited. */
  stop(): Promise<void>;
  /** SIGKILL (kill -9: no shutdown at all), then resolves when it has exited. */
  kill(): Promise<void>;
}

export interface ServerExit {
  status: number | null;
  stderr: string;
  ms: number;
}

async function spawnServer(env: Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), "setu-process-"));
  const child = spawn(process.execPath, ["src/main.ts"], {
    cwd: serverDir,
    // Tests read the log lines as JSON.
    env: serverProcessEnv(dataDir, { LOG_LEVEL: "info", LOG_FORMAT: "json", ...env }),
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  void exited.then(() => rm(dataDir, { recursive: true, force: true }));
  return { child, exited };
}

/** Starts the server and resolves once it has printed its banner. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const { child, exited } = await spawnServer(env);
  let output = "";
  let exitCode: number | null = null;
  const watchers = new Set<() => void>();
  const onOutput = (chunk: Buffer) => {
    output += chunk.toString();
    for (const watcher of watchers) watcher();
  };
  child.stdout.on("data", onOutput);
  child.stderr.on("data", onOutput);
  void exited.then((code) => {
    exitCode = code ?? 1;
    for (const watcher of watchers) watcher();
  });

  const waitForOutput = (pattern: RegExp, since = 0) =>
    new Promise<void>((resolve, reject) => {
      const watcher = () => {
        if (pattern.test(output.slice(since))) {
          watchers.delete(watcher);
          resolve();
        } else if (exitCode !== null) {
          watchers.delete(watcher);
          reject(new Error(`server exited with ${exitCode}:\n${output.slice(-2000)}`));
        }
      };
      watchers.add(watcher);
      watcher();
    });

  await waitForOutput(/^service_role key: \S+$/m);
  const line = (label: string) => output.match(new RegExp(`^${label}: (\\S+)$`, "m"))?.[1] ?? "";
  return {
    url: line("API URL").replace("//localhost:", "//127.0.0.1:"),
    anonKey: line("anon key"),
    serviceRoleKey: line("service_role key"),
    output: () => output,
    exitCode: () => exitCode,
    waitForOutput,
    async stop() {
      if (exitCode === null) child.kill("SIGINT");
      await exited;
    },
    async kill() {
      if (exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/** Runs a server that is expected to stop by itself (a failed start-up). */
export async function runServerToExit(env: Record<string, string>): Promise<ServerExit> {
  const started = performance.now();
  const { child, exited } = await spawnServer(env);
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const status = await exited;
  return { status, stderr, ms: performance.now() - started };
}
