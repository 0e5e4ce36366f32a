import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@supabase/supabase-js";
import { afterAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "./testing/server-process.ts";

// The real server on PGlite (its own thread), killed with SIGKILL while it writes: whatever it
// acknowledged must be there after a restart on the same data directory.
const servers: ServerProcess[] = [];
let dataDir = "";

async function startOn(directory: string): Promise<ServerProcess> {
  // The writers sign up far more users from one address than the default limit allows.
  const server = await startServerProcess({ DATA_DIR: directory, AUTH_RATE_LIMIT_OTP: "0" });
  servers.push(server);
  return server;
}

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("the server on PGlite killed with SIGKILL", () => {
  it("loses no acknowledged write", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "setu-kill-"));
    const first = await startOn(dataDir);
    const { auth } = createClient(first.url, first.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const acknowledged: string[] = [];
    let next = 0;
    let isWriting = true;
    const signUpUntilKilled = async () => {
      while (isWriting) {
        next += 1;
        const email = `kill-${next}@example.com`;
        const { error } = await auth.signUp({ email, password: "a-long-password-1" });
        if (!error) acknowledged.push(email);
      }
    };
    const writers = Array.from({ length: 4 }, signUpUntilKilled);
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 10));
    await first.kill();
    isWriting = false;
    await Promise.all(writers);

    const second = await startOn(dataDir);
    const admin = createClient(second.url, second.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data, error } = await admin.auth.admin.listUsers({ perPage: 1000 });
    expect(error).toBeNull();
    const stored = new Set(data.users.map((user) => user.email));
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
  }, 60_000);
});
