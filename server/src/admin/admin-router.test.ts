import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acquireDataDirLock } from "../lib/data-dir-lock.ts";
import { findFreePort } from "../testing/free-port.ts";
import { type ServerProcess, startServerProcess } from "../testing/server-process.ts";

// `npm run admin` beside a running server on PGlite: the command goes through the server's
// /admin/v1/commands, which only the service_role key may call.
const script = fileURLToPath(new URL("../scripts/admin.ts", import.meta.url));
let dataDir: string;
let server: ServerProcess;

function runAdmin(dir: string, ...args: string[]) {
  return promisify(execFile)(process.execPath, [script, ...args], {
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "", NODE_ENV: "test" },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

async function signUp(email: string): Promise<string> {
  const response = await fetch(`${server.url}/auth/v1/signup`, {
    method: "POST",
    headers: { apikey: server.anonKey, "content-type": "application/json" },
    body: JSON.stringify({ email, password: "correct horse battery" }),
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

function postCommand(token: string | undefined, args: unknown) {
  return fetch(`${server.url}/admin/v1/commands`, {
    method: "POST",
    headers: {
      apikey: server.anonKey,
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ args }),
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "setu-admin-server-"));
  server = await startServerProcess({ DATA_DIR: dataDir });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe("npm run admin while the server runs on PGlite", { timeout: 60_000 }, () => {
  it("grants a role through the server, which the next sign-in carries", async () => {
    await signUp("operator@example.test");
    const result = await runAdmin(dataDir, "grant", "operator@example.test");
    expect(result).toMatchObject({
      code: 0,
      stdout:
        "operator@example.test is now a platform administrator (from their next sign-in or token refresh).\n",
    });
    const token = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: server.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ email: "operator@example.test", password: "correct horse battery" }),
    });
    const { user } = (await token.json()) as { user: { app_metadata: Record<string, unknown> } };
    expect(user.app_metadata).toMatchObject({ platform_admin: true });
  });

  it("lists failed messages, and says a refusal or the usage on stderr with exit code 1", async () => {
    expect(await runAdmin(dataDir, "failed-messages")).toMatchObject({
      code: 0,
      stdout: "No failed messages.\n",
    });
    expect(await runAdmin(dataDir, "verify", "no-such-temple")).toMatchObject({
      code: 1,
      stdout: "",
      stderr: "No provider or temple has the slug no-such-temple.\n",
    });
    const usage = await runAdmin(dataDir, "promote", "someone");
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain("npm run admin -- grant <email>");
  });

  it("answers only the service_role key, in Supabase Auth's error shape", async () => {
    const userToken = await signUp("devotee@example.test");
    const missing = await postCommand(undefined, ["failed-messages"]);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      code: 401,
      error_code: "no_authorization",
      msg: "This endpoint requires a valid Bearer token",
    });
    for (const token of [server.anonKey, userToken]) {
      const refused = await postCommand(token, ["grant", "devotee@example.test"]);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        code: 403,
        error_code: "not_admin",
        msg: "User not allowed",
      });
    }
    const forged = await postCommand(`${server.serviceRoleKey}x`, ["failed-messages"]);
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { error_code: string }).error_code).toBe("bad_jwt");
    const malformed = await postCommand(server.serviceRoleKey, "failed-messages");
    expect(malformed.status).toBe(400);

    const allowed = await postCommand(server.serviceRoleKey, ["failed-messages"]);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("cache-control")).toBe("private, no-store");
    expect(await allowed.json()).toEqual({
      exit_code: 0,
      stdout: "No failed messages.\n",
      stderr: "",
    });
    // The request lines are logged; the key that called is not.
    const afterBanner = server.output().split(`service_role key: ${server.serviceRoleKey}\n`)[1];
    expect(afterBanner).toContain('"path":"/admin/v1/commands"');
    expect(afterBanner).not.toContain(server.serviceRoleKey.split(".")[2]);
  });
});

describe("npm run admin with DATABASE_URL", { timeout: 60_000 }, () => {
  it("connects to PostgreSQL itself, whoever holds the data directory", async () => {
    const dir = await mkdtemp(join(tmpdir(), "setu-admin-pg-"));
    const release = await acquireDataDirLock(dir);
    const port = await findFreePort();
    const result = await promisify(execFile)(process.execPath, [script, "failed-messages"], {
      env: {
        ...process.env,
        DATA_DIR: dir,
        DATABASE_URL: `postgres://setu@127.0.0.1:${port}/setu`,
        NODE_ENV: "test",
      },
    }).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code: number; stderr: string }) => error,
    );
    await release();
    await rm(dir, { recursive: true, force: true });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `DATABASE_URL: cannot connect to 127.0.0.1:${port} (connection refused)\n`,
    );
  });
});

describe("npm run admin when the lock's holder does not answer", { timeout: 60_000 }, () => {
  it("refuses clearly, naming the address it tried", async () => {
    const dir = await mkdtemp(join(tmpdir(), "setu-admin-silent-"));
    const release = await acquireDataDirLock(dir);
    const url = `http://127.0.0.1:${await findFreePort()}`;
    await writeFile(join(dir, "server.url"), `${url}\n`);
    const result = await runAdmin(dir, "failed-messages");
    await release();
    await rm(dir, { recursive: true, force: true });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `Another Bhakti Setu server is already using the data directory ${dir} and does not answer at ${url}: if it is starting, try again once it prints its banner; otherwise stop it first.\n`,
    );
  });
});
