import { type ChildProcess, execFile, spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { serve, type ServerType } from "@hono/node-server";
import { createClient, FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPlatformWorld, type PlatformWorld } from "../platform/testing/platform-world.ts";
import { createTestServer, type TestServer } from "../testing/create-test-server.ts";
import { findFreePort } from "../testing/free-port.ts";
import { accessTokenFor, pledgeDonation, readDonation } from "../testing/payments-world.ts";

// What is deployed to Supabase is what runs here: supabase/functions/payments under Deno, type
// checked by Deno, against our server over HTTP as a hosted project's gateway would put it:
// the project's JWKS for tokens, its PostgreSQL for data, `/functions/v1` taken off the path.
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const entry = "supabase/functions/payments/index.ts";
const deno = fileURLToPath(new URL("../../../node_modules/.bin/deno", import.meta.url));
const run = promisify(execFile);

let server: TestServer;
let world: PlatformWorld;
let http: ServerType;
let denoProcess: ChildProcess;
let functionOrigin: string;
let supabase: SupabaseClient;
let token: string;
let apiUrl: string;

/** The variables of `env` that are set. */
function pick(env: NodeJS.ProcessEnv, names: string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
}

/** The database the test server uses, as a URL the function can open. */
async function databaseUrl(testServer: TestServer): Promise<string> {
  const { rows } = await testServer.db.query<{ name: string }>("select current_database() as name");
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}

/** As Supabase's gateway: `/functions/v1/<name>/...` goes to the function as `/<name>/...`. */
const gatewayFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : input);
  if (!url.pathname.startsWith("/functions/v1/")) return fetch(input, init);
  const path = url.pathname.slice("/functions/v1".length);
  return fetch(`${functionOrigin}${path}${url.search}`, init);
};

/** Resolves once the function answers HTTP at all (its 404 for an unknown path). */
async function waitForFunction(origin: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (denoProcess.exitCode !== null) throw new Error(`deno exited:\n${output()}`);
    try {
      await fetch(`${origin}/payments/health`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`the function did not start:\n${output()}`);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("the payments Edge Function under Deno", () => {
  beforeAll(async () => {
    // Type-checked as Deno sees it; this also brings the npm packages deno.json names into its cache.
    await run(deno, ["check", entry], { cwd: repoRoot });
    server = await createTestServer();
    world = await createPlatformWorld(server);
    token = await accessTokenFor(server, world.devotee);
    http = serve({ fetch: server.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => http.once("listening", resolve));
    apiUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const port = await findFreePort();
    functionOrigin = `http://127.0.0.1:${port}`;
    let output = "";
    denoProcess = spawn(
      deno,
      ["run", "--allow-net", "--allow-env", "--allow-read", "--allow-sys=hostname", entry],
      {
        cwd: repoRoot,
        env: {
          ...pick(process.env, ["PATH", "HOME", "DENO_DIR"]),
          DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
          NODE_ENV: "development",
          LOG_LEVEL: "silent",
          SUPABASE_URL: apiUrl,
          SUPABASE_DB_URL: await databaseUrl(server),
          SITE_URL: server.config.SITE_URL,
        },
      },
    );
    denoProcess.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    denoProcess.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitForFunction(functionOrigin, () => output);
    // supabase-js on our server, its function calls sent where Supabase's gateway would send them.
    supabase = createClient(apiUrl, server.keys.anonKey, {
      global: { fetch: gatewayFetch },
      auth: { persistSession: false, autoRefreshToken: false },
    });
  }, 120_000);

  afterAll(async () => {
    denoProcess?.kill();
    await new Promise<void>((resolve) => (http ? http.close(() => resolve()) : resolve()));
    await server?.close();
  });

  it("opens an order, takes the test payment and sends the receipt", async () => {
    const donationId = await pledgeDonation(world);
    const { data: order, error } = await supabase.functions.invoke<{
      payment_id: string;
      method: string;
      amount_paise: number;
      checkout: { checkout_url: string };
    }>("payments/orders", {
      body: { purpose: "donation", id: donationId, return_to: "/pray" },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(error).toBeNull();
    expect(order).toMatchObject({ method: "test", amount_paise: 110_000 });

    // The checkout page's form, as the payer's browser posts it: back to the site after.
    const paid = await gatewayFetch(new URL(order!.checkout.checkout_url, apiUrl), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "outcome=captured&return_to=%2Fpray",
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(
      `${server.config.SITE_URL}/pray?payment=${order!.payment_id}&status=captured`,
    );
    expect((await readDonation(server, donationId)).status).toBe("paid");

    const { data: receipt, error: receiptError } = await supabase.functions.invoke<Blob>(
      `payments/receipts/${donationId}`,
      { method: "GET", headers: { Authorization: `Bearer ${token}` } },
    );
    expect(receiptError).toBeNull();
    expect(receipt!.type).toBe("application/pdf");
    expect(new TextDecoder().decode((await receipt!.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("refuses a token the project did not sign", async () => {
    const forged = `${token.slice(0, token.lastIndexOf(".") + 1)}${"A".repeat(86)}`;
    const { error } = await supabase.functions.invoke("payments/orders", {
      body: { purpose: "donation", id: await pledgeDonation(world) },
      headers: { Authorization: `Bearer ${forged}` },
    });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      message: "The session has expired or is not valid; sign in again",
    });
  });
});
