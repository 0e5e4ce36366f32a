// The product as a user runs it (`npm start`, which builds the web app when stale), on a fresh
// data directory and a free loopback port, for the measuring scripts (Lighthouse, first paint).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Resolves with the URL and keys from the banner; `stop()` ends the server and removes its data. */
export async function startProductServer() {
  const dataDir = mkdtempSync(join(tmpdir(), "setu-measure-"));
  const server = spawn("node", ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let banner = "";
  await new Promise((resolve, reject) => {
    server.stdout.on("data", (chunk) => {
      banner += chunk.toString();
      if (/service_role key: \S+/.test(banner)) resolve();
    });
    server.on("exit", (code) => reject(new Error(`server exited with ${code}\n${banner}`)));
  });
  const read = (label) => banner.match(new RegExp(`${label}: (\\S+)`))?.[1] ?? "";
  return {
    url: read("App URL").replace("localhost", "127.0.0.1"),
    anonKey: read("anon key"),
    serviceRoleKey: read("service_role key"),
    stop() {
      server.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
