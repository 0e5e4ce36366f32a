import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { acquireDataDirLock } from "./lib/data-dir-lock.ts";

// The real process, as `npm start` runs it: banner, lock, signals, exit codes.
const serverDir = fileURLToPath(new URL("..", import.meta.url));
const nodeArgs = ["src/main.ts"];
const tempDirs: string[] = [];

async function freshEnv(): Promise<NodeJS.ProcessEnv> {
  const dataDir = await mkdtemp(join(tmpdir(), "setu-main-"));
  tempDirs.push(dataDir);
  return {
    PATH: process.env.PATH,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    WEB_BUILD_DIR: join(dataDir, "no-build"),
    LOG_LEVEL: "silent",
  };
}

afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("server process", () => {
  it("stops with one line naming the bad variable and exit code 1", () => {
    const result = spawnSync(process.execPath, nodeArgs, {
      cwd: serverDir,
      env: { PATH: process.env.PATH, PORT: "not-a-port", DATA_DIR: "/nonexistent/never-created" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      "PORT: must be a whole number from 0 to 65535",
    ]);
  });

  it("stops with one line naming a signing key it cannot use, never a stack trace", async () => {
    const badKey = { kty: "EC", crv: "P-256", d: "AAAA", x: "AAAA", y: "AAAA", kid: "bad" };
    const result = spawnSync(process.execPath, nodeArgs, {
      cwd: serverDir,
      env: { ...(await freshEnv()), AUTH_JWT_KEYS: JSON.stringify([badKey]) },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^signing key bad \(ES256\) cannot be used: /),
    ]);
  });

  it("prints the banner, refuses a second server on its data directory, and exits 0 on SIGINT", async () => {
    const env = await freshEnv();
    const server = spawn(process.execPath, nodeArgs, { cwd: serverDir, env });
    let stdout = "";
    await new Promise<void>((resolve, reject) => {
      server.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes("service_role key:")) resolve();
      });
      server.on("exit", (code) => reject(new Error(`exited early with ${code}`)));
    });
    const url = stdout.match(/^App URL: (http:\/\/localhost:\d+)$/m)?.[1];
    expect(url).toBeDefined();
    expect(stdout).toMatch(/^API URL: http:\/\/localhost:\d+$/m);
    expect(stdout).toMatch(/^anon key: eyJ[\w-]+\.[\w-]+\.[\w-]+$/m);
    expect(stdout).toMatch(/^service_role key: eyJ[\w-]+\.[\w-]+\.[\w-]+$/m);
    const health = await fetch(`${url?.replace("localhost", "127.0.0.1")}/auth/v1/health`);
    expect(health.status).toBe(200);

    const second = spawnSync(process.execPath, nodeArgs, { cwd: serverDir, env, encoding: "utf8" });
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(/already using the data directory/);

    const exitCode = new Promise((resolve) => server.on("exit", resolve));
    server.kill("SIGINT");
    expect(await exitCode).toBe(0);
    const release = await acquireDataDirLock(env.DATA_DIR ?? "");
    await release();
  });
});
