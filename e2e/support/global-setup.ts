import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Runs the product exactly as a user does (`npm start`), on a fresh data directory and a port
 * the OS picks, and reads the URL and keys from its banner. Workers inherit the variables.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), "setu-e2e-"));
  const server = spawn("npm", ["start"], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  let banner = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${banner}`)), 240_000);
    server.stdout.on("data", (chunk: Buffer) => {
      banner += chunk.toString();
      if (/service_role key: \S+/.test(banner)) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${banner}`)));
  });
  const read = (label: string) => banner.match(new RegExp(`${label}: (\\S+)`))?.[1] ?? "";
  process.env.E2E_BASE_URL = read("App URL").replace("localhost", "127.0.0.1");
  process.env.E2E_ANON_KEY = read("anon key");
  process.env.E2E_SERVICE_ROLE_KEY = read("service_role key");
  return async () => {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
