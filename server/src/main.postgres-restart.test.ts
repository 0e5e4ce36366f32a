import { createClient } from "@supabase/supabase-js";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PostgresCluster, startPostgresCluster } from "./testing/postgres-cluster.ts";
import { type ServerProcess, startServerProcess } from "./testing/server-process.ts";
import { withPgClient } from "./testing/test-database.ts";

// The real server process on a PostgreSQL cluster of its own, which the tests stop, restart and
// cut connections of. Part of the PostgreSQL pass (`TEST_DATABASE_URL`), which has the binaries.
const APPLICATION_NAME = "setu-restart-test";

interface Reply {
  status: number;
  retryAfter: string | null;
  at: number;
}

function queryCluster(url: string, sql: string): Promise<pg.QueryResult> {
  return withPgClient(url, (client) => client.query(sql));
}

/** Resolves once `condition` holds, checking every 20 ms; rejects after `timeoutMs`. */
async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("the server while PostgreSQL restarts", () => {
  let cluster: PostgresCluster;
  let server: ServerProcess;
  const replies: Reply[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    replies.push({
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      at: performance.now(),
    });
    return response;
  };
  const clientWith = (key: string) =>
    createClient(server.url, key, {
      global: { fetch: recordingFetch },
      auth: { persistSession: false, autoRefreshToken: false },
    });
  const serviceClient = () => clientWith(server.serviceRoleKey);

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    server = await startServerProcess({
      DATABASE_URL: `${cluster.url}?application_name=${APPLICATION_NAME}`,
      // The load test signs up far more users from one address than the default limit allows.
      AUTH_RATE_LIMIT_OTP: "0",
    });
    await queryCluster(
      cluster.url,
      "create table public.restart_probe (id int primary key);" +
        " grant select, insert on public.restart_probe to service_role",
    );
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await cluster?.destroy();
  });

  it("survives idle connections terminated by the database", async () => {
    const client = serviceClient();
    const reads = await Promise.all(
      Array.from({ length: 4 }, () => client.from("restart_probe").select("id")),
    );
    expect(reads.map((read) => read.status)).toEqual([200, 200, 200, 200]);
    const since = server.output().length;
    const terminated = await queryCluster(
      cluster.url,
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = '${APPLICATION_NAME}'`,
    );
    expect(terminated.rowCount).toBeGreaterThan(0);
    await server.waitForOutput(/"msg":"database connection lost"/, since);

    const { error } = await client.from("restart_probe").insert({ id: -1 });
    expect(error).toBeNull();
    expect(server.exitCode()).toBeNull();
  });

  it("answers 503 with Retry-After in each API's shape while it is down, and serves when it is back", async () => {
    await cluster.stop();
    try {
      const rest = await fetch(`${server.url}/rest/v1/restart_probe`, {
        headers: { apikey: server.serviceRoleKey },
      });
      expect(rest.status).toBe(503);
      expect(rest.headers.get("retry-after")).toBe("1");
      expect(await rest.json()).toEqual({
        code: "PGRST000",
        message: "Database connection error. Retrying the connection.",
        details: null,
        hint: null,
      });

      const signUp = (headers: Record<string, string>) =>
        fetch(`${server.url}/auth/v1/signup`, {
          method: "POST",
          headers: { apikey: server.anonKey, "Content-Type": "application/json", ...headers },
          body: JSON.stringify({ email: "outage@example.com", password: "a-long-password-1" }),
        });
      const legacy = await signUp({});
      expect(legacy.status).toBe(503);
      expect(legacy.headers.get("retry-after")).toBe("1");
      expect(await legacy.json()).toMatchObject({
        code: 503,
        error_code: "unexpected_failure",
        msg: "Database unavailable, try again shortly",
      });
      const current = await signUp({ "X-Supabase-Api-Version": "2024-01-01" });
      expect(current.status).toBe(503);
      expect(await current.json()).toEqual({
        code: "unexpected_failure",
        message: "Database unavailable, try again shortly",
      });
    } finally {
      await cluster.start();
    }
    const { status } = await serviceClient().from("restart_probe").select("id");
    expect(status).toBe(200);
    expect(server.exitCode()).toBeNull();
  });

  it("costs only the requests in flight when restarted under load, and loses no acknowledged write", async () => {
    const client = serviceClient();
    const { auth } = clientWith(server.anonKey);
    const acknowledged: number[] = [];
    const signedUp: string[] = [];
    let nextId = 0;
    let isLoading = true;
    const insertUntilStopped = async () => {
      while (isLoading) {
        nextId += 1;
        const id = nextId;
        const { error } = await client.from("restart_probe").insert({ id });
        if (!error) acknowledged.push(id);
      }
    };
    const signUpUntilStopped = async () => {
      while (isLoading) {
        nextId += 1;
        const email = `writer-${nextId}@example.com`;
        const { error } = await auth.signUp({ email, password: "a-long-password-1" });
        if (!error) signedUp.push(email);
      }
    };
    const firstReply = replies.length;
    const writers = [...Array.from({ length: 3 }, insertUntilStopped), signUpUntilStopped()];
    await waitUntil(() => acknowledged.length >= 20, 10_000);
    const since = server.output().length;

    await cluster.restart();
    const backAt = performance.now();
    await waitUntil(() => replies.some((reply) => reply.at > backAt && reply.status < 300), 5000);
    const countAtRecovery = acknowledged.length;
    await waitUntil(() => acknowledged.length >= countAtRecovery + 20, 10_000);
    isLoading = false;
    await Promise.all(writers);

    expect(server.exitCode()).toBeNull();
    expect(server.output().slice(since)).toContain('"msg":"database connection lost"');
    const failures = replies.slice(firstReply).filter((reply) => reply.status >= 300);
    for (const failure of failures) expect(failure).toMatchObject({ status: 503, retryAfter: "1" });
    const stored = await queryCluster(cluster.url, "select id from public.restart_probe");
    const storedIds = new Set(stored.rows.map((row: { id: number }) => row.id));
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
    const users = await queryCluster(cluster.url, "select email from auth.users");
    const userEmails = new Set(users.rows.map((row: { email: string }) => row.email));
    expect(signedUp.length).toBeGreaterThan(0);
    expect(signedUp.filter((email) => !userEmails.has(email))).toEqual([]);
  }, 60_000);
});
