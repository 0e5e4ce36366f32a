import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { acquireDataDirLock } from "./lib/data-dir-lock.ts";
import { serverProcessEnv } from "./testing/server-process.ts";

// The real process, as `npm start` runs it: banner, lock, signals, exit codes.
const serverDir = fileURLToPath(new URL("..", import.meta.url));
const nodeArgs = ["src/main.ts"];
const tempDirs: string[] = [];

async function freshEnv(): Promise<NodeJS.ProcessEnv> {
  const dataDir = await mkdtemp(join(tmpdir(), "setu-main-"));
  tempDirs.push(dataDir);
  return serverProcessEnv(dataDir);
}

/** Everything the server prints up to the end of its banner. */
function readBanner(server: ChildProcessWithoutNullStreams): Promise<string> {
  let stdout = "";
  return new Promise((resolve, reject) => {
    server.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      if (/service_role key: \S+\n/.test(stdout)) resolve(stdout);
    });
    server.on("exit", (code) => reject(new Error(`exited early with ${code}: ${stdout}`)));
  });
}

afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

// Each start migrates a fresh PGlite: tens of seconds on a loaded 2-core machine.
describe("server process", { timeout: 90_000 }, () => {
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
      timeout: 80_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^signing key bad \(ES256\) cannot be used: /),
    ]);
  });

  it("logs JSON lines when stdout is not a terminal, then the banner last; mailed links name its port", async () => {
    const env = { ...(await freshEnv()), LOG_LEVEL: "info", AUTH_EMAIL_AUTOCONFIRM: "false" };
    const server = spawn(process.execPath, nodeArgs, { cwd: serverDir, env });
    const stdout = await readBanner(server);
    const [logs = "", banner = ""] = stdout.split("\nBhakti Setu is running.\n");
    for (const line of logs.trim().split("\n")) expect(() => JSON.parse(line)).not.toThrow();
    const url = banner.match(/^App URL: (http:\/\/localhost:(\d+))$/m)?.[1] ?? "";
    // The outbox opens with this start's token, not for anyone who can reach loopback.
    const outboxUrl = banner.match(/^Mail outbox: (\S+)$/m)?.[1] ?? "";
    expect(outboxUrl).toMatch(new RegExp(`^${url}/_dev/mail\\?token=[\\w-]{32}$`));

    const local = url.replace("localhost", "127.0.0.1");
    const anonKey = banner.match(/^anon key: (\S+)$/m)?.[1] ?? "";
    const signup = await fetch(`${local}/auth/v1/signup`, {
      method: "POST",
      headers: { apikey: anonKey, "content-type": "application/json" },
      body: JSON.stringify({ email: "port@example.com", password: "correct horse battery" }),
    });
    expect(signup.status).toBe(200);
    expect((await fetch(`${local}/_dev/mail?format=json`)).status).toBe(401);
    const outbox = await fetch(`${outboxUrl.replace(url, local)}&format=json`);
    const { messages } = (await outbox.json()) as { messages: { body: string }[] };
    expect(messages[0]?.body).toContain(`${url}/auth/v1/verify?token=`);

    const exited = new Promise((resolve) => server.on("exit", resolve));
    server.kill("SIGINT");
    await exited;
  });

  it("prints the banner, refuses a second server on its data directory, and exits 0 on SIGINT", async () => {
    const env = await freshEnv();
    const server = spawn(process.execPath, nodeArgs, { cwd: serverDir, env });
    const stdout = await readBanner(server);
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
