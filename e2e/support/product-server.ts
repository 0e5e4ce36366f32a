import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { test } from "@playwright/test";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Store addresses for the download dialog's App Store and Google Play buttons, which show only
 * when configured; every product server of the suite is built with them, so one build serves all.
 */
export const STORE_URLS = {
  VITE_APP_STORE_URL: "https://apps.example.com/bhakti-setu",
  VITE_PLAY_STORE_URL: "https://play.example.com/bhakti-setu",
};

export interface ProductServer {
  baseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  stop(): Promise<void>;
}

/**
 * The product as a user runs it (`npm start`), on a fresh data directory and a port the OS picks,
 * with `env` on top; the URL and keys come from its banner.
 */
export async function startProductServer(env: Record<string, string> = {}): Promise<ProductServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "setu-e2e-"));
  const server = spawn("npm", ["start"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...STORE_URLS,
      ...env,
    },
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
  return {
    baseUrl: read("App URL").replace("localhost", "127.0.0.1"),
    anonKey: read("anon key"),
    serviceRoleKey: read("service_role key"),
    async stop() {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Points the support helpers (which read these variables) at `server`. */
export function useProductServer(
  server: Pick<ProductServer, "baseUrl" | "anonKey" | "serviceRoleKey">,
) {
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_ANON_KEY = server.anonKey;
  process.env.E2E_SERVICE_ROLE_KEY = server.serviceRoleKey;
}

/**
 * Runs a spec file against a second server that `start` makes, with the data helpers pointed at
 * it; afterwards points them back at the shared server and stops this one. Gives the server once
 * it has started.
 */
export function useSecondServer(start: () => Promise<ProductServer>): () => ProductServer {
  let server: ProductServer | undefined;
  let shared: Pick<ProductServer, "baseUrl" | "anonKey" | "serviceRoleKey">;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    shared = {
      baseUrl: process.env.E2E_BASE_URL ?? "",
      anonKey: process.env.E2E_ANON_KEY ?? "",
      serviceRoleKey: process.env.E2E_SERVICE_ROLE_KEY ?? "",
    };
    server = await start();
    useProductServer(server);
  });
  test.afterAll(async () => {
    useProductServer(shared);
    await server?.stop();
  });
  return () => server!;
}
