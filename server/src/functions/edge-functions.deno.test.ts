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

// What is deployed to Supabase is what runs here: supabase/functions/<name> under Deno, type
// checked by Deno, against our server over HTTP as a hosted project's gateway would put it:
// the project's JWKS for tokens, its PostgreSQL for data, `/functions/v1` taken off the path.
const FUNCTIONS = ["payments", "jobs"] as const;
type FunctionName = (typeof FUNCTIONS)[number];
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const deno = fileURLToPath(new URL("../../../node_modules/.bin/deno", import.meta.url));
const run = promisify(execFile);
/** A function's entry and its own deno.json, as `supabase functions deploy` bundles them. */
const denoArgsOf = (name: FunctionName) => [
  "--config",
  `supabase/functions/${name}/deno.json`,
  `supabase/functions/${name}/index.ts`,
];

let server: TestServer;
let world: PlatformWorld;
let http: ServerType;
const denoProcesses: ChildProcess[] = [];
const functionOrigins = new Map<string, string>();
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

/** As Supabase's gateway: `/functions/v1/<name>/...` goes to that function as `/<name>/...`. */
const gatewayFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : input);
  const name = /^\/functions\/v1\/([^/]+)/.exec(url.pathname)?.[1];
  const origin = name && functionOrigins.get(name);
  if (!origin) return fetch(input, init);
  return fetch(`${origin}${url.pathname.slice("/functions/v1".length)}${url.search}`, init);
};

/** Runs a function's entry under Deno on a free port; resolves once it answers HTTP at all. */
async function startFunction(name: FunctionName, env: Record<string, string>): Promise<void> {
  const port = await findFreePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(
    deno,
    [
      "run",
      "--allow-net",
      "--allow-env",
      "--allow-read",
      "--allow-sys=hostname",
      ...denoArgsOf(name),
    ],
    {
      cwd: repoRoot,
      env: {
        ...pick(process.env, ["PATH", "HOME", "DENO_DIR"]),
        ...env,
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      },
    },
  );
  denoProcesses.push(child);
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited:\n${output}`);
    try {
      await fetch(`${origin}/${name}/health`);
      functionOrigins.set(name, origin);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${name} did not start:\n${output}`);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("the Edge Functions under Deno", () => {
  beforeAll(async () => {
    // Type-checked as Deno sees them; this also brings the npm packages deno.json names into its cache.
    for (const name of FUNCTIONS)
      await run(deno, ["check", ...denoArgsOf(name)], { cwd: repoRoot });
    server = await createTestServer();
    world = await createPlatformWorld(server);
    token = await accessTokenFor(server, world.devotee);
    http = serve({ fetch: server.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => http.once("listening", resolve));
    apiUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const env = {
      NODE_ENV: "development",
      LOG_LEVEL: "silent",
      SUPABASE_URL: apiUrl,
      SUPABASE_DB_URL: await databaseUrl(server),
      SUPABASE_SERVICE_ROLE_KEY: server.keys.serviceRoleKey,
      SITE_URL: server.config.SITE_URL,
    };
    await Promise.all(FUNCTIONS.map((name) => startFunction(name, env)));
    // supabase-js on our server, its function calls sent where Supabase's gateway would send them.
    supabase = createClient(apiUrl, server.keys.anonKey, {
      global: { fetch: gatewayFetch },
      auth: { persistSession: false, autoRefreshToken: false },
    });
  }, 120_000);

  afterAll(async () => {
    for (const child of denoProcesses) child.kill();
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

    // The checkout page's form, as the payer's browser posts it.
    const paid = await gatewayFetch(new URL(order!.checkout.checkout_url, apiUrl), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "outcome=captured&return_to=%2Fpray",
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`/pray?payment=${order!.payment_id}&status=captured`);
    expect((await readDonation(server, donationId)).status).toBe("paid");

    // In English, and in Hindi, whose Devanagari font the function loads from the npm package.
    for (const lang of ["en", "hi"]) {
      const { data: receipt, error: receiptError } = await supabase.functions.invoke<Blob>(
        `payments/receipts/${donationId}?lang=${lang}`,
        { method: "GET", headers: { Authorization: `Bearer ${token}` } },
      );
      expect(receiptError).toBeNull();
      expect(receipt!.type).toBe("application/pdf");
      expect(new TextDecoder().decode((await receipt!.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    }
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

  it("runs the due jobs for the service_role key only", async () => {
    // The receipt e-mail of the donation paid above is due.
    const { error: refused } = await supabase.functions.invoke("jobs", { body: {} });
    expect(((refused as FunctionsHttpError).context as Response).status).toBe(401);
    const { data, error } = await supabase.functions.invoke<{ ran: number }>("jobs", {
      body: {},
      headers: { Authorization: `Bearer ${server.keys.serviceRoleKey}` },
    });
    expect(error).toBeNull();
    expect(data!.ran).toBeGreaterThan(0);
    const { rows } = await server.db.query<{ due: number }>(
      "select count(*)::int as due from public.jobs where status = 'queued' and run_at <= now()",
    );
    expect(rows[0]!.due).toBe(0);
  });
});
