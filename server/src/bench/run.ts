// `npm run bench`: the API's req/s and p99 beside a same-SQL floor and a hello-world ceiling, on
// PGlite and (with BENCH_DATABASE_URL, a server it may create a scratch database on) PostgreSQL,
// each table followed by the same CPU split by thread (thread-cpu.ts). Then the real server's
// start-up time and idle memory (start-and-memory.ts).
// Loopback only; BENCH_SECONDS (default 5) per measurement, BENCH_CONNECTIONS (default 10).
import { loadavg } from "node:os";
import { getRequestListener } from "@hono/node-server";
import type autocannon from "autocannon";
import { hash, verify } from "@node-rs/argon2";
import { Hono } from "hono";
import { decodeJwt } from "jose";
import { signJwt } from "../lib/jwt.ts";
import { openBenchDatabase, serveBenchApp } from "./bench-app.ts";
import { createBookableOffering } from "./bookable-offering.ts";
import { countCpu, listenOnLoopback, measureBareServer, measureLoad } from "./load.ts";
import { createScratchDatabase } from "./scratch-database.ts";
import { measureStartAndMemory, type StartFigures } from "./start-and-memory.ts";
import {
  createRecordingDatabase,
  describeCalls,
  type RecordedCall,
  replaceInParams,
  replayCalls,
} from "./recording-database.ts";
import { createSignInWork, type RecordedSignIn } from "./sign-in-work.ts";
import { type BenchRow, formatRates, formatThreadCpu } from "./tables.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PASSWORD = "bench-password-1234";
const PROVIDER_COLUMNS =
  "id,slug,kind,display_name,specialisations,languages,city,photo_path,photo_alt,rating,review_count,verification_status,is_sample,offering_kinds,lowest_price_paise";

/** An endpoint measured beside the same SQL replayed on a bare server. */
interface Endpoint {
  /** The row's label. */
  name: string;
  method: "GET" | "POST";
  path: string;
  /** Each request's body, built per request where each must differ. */
  body?: () => string;
  /**
   * For a write: given the probe request's calls and body, what each floor request replays (by
   * default, the probe's calls again).
   */
  floorCalls?: (calls: RecordedCall[], probeBody: string) => () => readonly RecordedCall[];
}

/**
 * Calls `work` from `CONNECTIONS` concurrent loops for BENCH_SECONDS: the calls per second as a
 * row's floor, with their CPU per call (all of it, and in the thread pool).
 */
async function measureRate(
  work: () => Promise<unknown>,
): Promise<Pick<BenchRow, "floor" | "floorCpuMs" | "floorThreadPoolMs">> {
  const deadline = performance.now() + SECONDS * 1000;
  let count = 0;
  const loop = async () => {
    while (performance.now() < deadline) {
      await work();
      count += 1;
    }
  };
  const cpu = countCpu();
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const seconds = (performance.now() - started) / 1000;
  const spent = cpu(count);
  return {
    floor: count / seconds,
    floorCpuMs: spent.ms,
    floorThreadPoolMs: spent.byThread?.threadPool,
  };
}

async function benchDatabase(databaseUrl: string | undefined): Promise<BenchRow[]> {
  const database = await openBenchDatabase(databaseUrl);
  const raw = database.db;
  const db = createRecordingDatabase(raw);
  const rows: BenchRow[] = [];
  try {
    const { base, keys, server } = await serveBenchApp(db, database.config);
    const anon = { apikey: keys.anonKey, "content-type": "application/json" };
    /** The product's req/s under load, every connection sending `request`. */
    const measure = (request: autocannon.Request) =>
      measureLoad({ url: base, seconds: SECONDS, connections: CONNECTIONS, requests: [request] });
    /** An anonymous POST to `path` whose JSON body `body` builds afresh for each request. */
    const anonPost = (path: string, body: () => unknown): autocannon.Request => ({
      method: "POST",
      path,
      headers: anon,
      setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }),
    });
    const post = async (path: string, body: unknown, headers: Record<string, string> = anon) => {
      const response = await fetch(base + path, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as Record<string, unknown>;
    };
    const email = `bench-${Date.now()}@example.com`;
    const session = await post("/auth/v1/signup", { email, password: PASSWORD });
    const signedIn = { ...anon, authorization: `Bearer ${String(session.access_token)}` };
    const userId = (session.user as { id: string }).id;
    const providerId = (
      await raw.query<{ id: string }>("select id from public.providers order by id limit 1")
    ).rows[0]?.id;
    const rangeStart = new Date(Date.now() + 86_400_000).toISOString();
    const rangeEnd = new Date(Date.now() + 8 * 86_400_000).toISOString();

    const offering = await createBookableOffering(raw);
    const endpoints: Endpoint[] = [
      { name: "GET /health", method: "GET", path: "/auth/v1/health" },
      { name: "GET /auth/v1/user", method: "GET", path: "/auth/v1/user" },
      {
        name: "GET /rest/v1/user_roles",
        method: "GET",
        path: `/rest/v1/user_roles?select=role,is_primary&user_id=eq.${userId}`,
      },
      {
        name: "GET /rest/v1/provider_listings (/connect)",
        method: "GET",
        path: `/rest/v1/provider_listings?select=${PROVIDER_COLUMNS}&order=rating.desc.nullslast,id.asc&offset=0&limit=13`,
      },
    ];
    if (providerId) {
      const body = JSON.stringify({
        provider_id: providerId,
        range_start: rangeStart,
        range_end: rangeEnd,
        duration_minutes: 60,
      });
      endpoints.push({
        name: "POST /rest/v1/rpc/available_slots",
        method: "POST",
        path: "/rest/v1/rpc/available_slots",
        body: () => body,
      });
    }
    endpoints.push({
      name: "POST /rest/v1/rpc/book_offering",
      method: "POST",
      path: "/rest/v1/rpc/book_offering",
      body: () =>
        JSON.stringify({ offering_id: offering.offeringId, starts_at: offering.nextSlot() }),
      // Each replay books the next slot: the probe's statements with its start time replaced.
      floorCalls: (calls, probeBody) => {
        const { starts_at: probeSlot } = JSON.parse(probeBody) as { starts_at: string };
        return () => replaceInParams(calls, probeSlot, offering.nextSlot());
      },
    });
    for (const endpoint of endpoints) {
      const send = (body = endpoint.body?.()) =>
        fetch(base + endpoint.path, { method: endpoint.method, headers: signedIn, body });
      // The first call may fill caches (the REST schema); record a steady-state one.
      await (await send()).arrayBuffer();
      const probeBody = endpoint.body?.();
      const stop = db.record();
      const probe = await send(probeBody);
      const calls = stop();
      if (!probe.ok) throw new Error(`${endpoint.name}: ${probe.status} ${await probe.text()}`);
      const nextCalls = endpoint.floorCalls?.(calls, probeBody ?? "") ?? (() => calls);
      const product = await measure({
        method: endpoint.method,
        path: endpoint.path,
        headers: signedIn,
        ...(endpoint.body && {
          setupRequest: (request) => ({ ...request, body: endpoint.body!() }),
        }),
      });
      const floor = await measureBareServer(() => replayCalls(raw, nextCalls()).then(() => "{}"), {
        seconds: SECONDS,
        connections: CONNECTIONS,
      }).catch((error: unknown) => {
        throw new Error(`${endpoint.name}: floor replays failed`, { cause: error });
      });
      rows.push({
        endpoint: `${endpoint.name} [${describeCalls(calls)}]`,
        product,
        floor: floor.requestsPerSecond,
        floorCpuMs: floor.cpuMsPerRequest,
      });
    }

    // A pool of tokens: a request takes one, its response returns the rotated one (autocannon
    // resets per-connection context each cycle), so no token is ever used twice. A request still
    // in flight when the warm-up ends never returns its token: twice the connections leaves enough.
    const refreshTokens: string[] = [];
    for (let index = 0; index < 2 * CONNECTIONS; index += 1) {
      const next = await post("/auth/v1/token?grant_type=password", { email, password: PASSWORD });
      refreshTokens.push(String(next.refresh_token));
    }
    rows.push({
      endpoint: "POST /auth/v1/token (refresh_token)",
      product: await measure({
        ...anonPost("/auth/v1/token?grant_type=refresh_token", () => ({
          refresh_token: refreshTokens.pop(),
        })),
        onResponse: (status, body) => {
          if (status === 200) {
            refreshTokens.push((JSON.parse(body) as { refresh_token: string }).refresh_token);
          }
        },
      }),
    });

    const stored = (
      await raw.query<{ encrypted_password: string }>(
        "select encrypted_password from auth.users where id = $1",
        [userId],
      )
    ).rows[0]!.encrypted_password;
    // An account per connection: a sign-in counts towards its address's failure limit until its
    // password is checked, so more than ten at once for one address would be refused.
    const signInEmails = await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, index) => {
        const address = `bench-${Date.now()}-sign-in-${index}@example.com`;
        await post("/auth/v1/signup", { email: address, password: PASSWORD });
        return address;
      }),
    );
    // Each account's sign-in as the product sends it, for the same work on a bare server below.
    const recordedSignIns: RecordedSignIn[] = [];
    for (const address of signInEmails) {
      const stop = db.record();
      const answer = await post("/auth/v1/token?grant_type=password", {
        email: address,
        password: PASSWORD,
      });
      const accessToken = decodeJwt(String(answer.access_token));
      recordedSignIns.push({
        calls: stop(),
        sessionId: String(accessToken.session_id),
        refreshToken: String(answer.refresh_token),
      });
    }
    let signIns = 0;
    const signInLoad = await measure(
      anonPost("/auth/v1/token?grant_type=password", () => ({
        email: signInEmails[signIns++ % signInEmails.length],
        password: PASSWORD,
      })),
    );
    const claims = decodeJwt(String(session.access_token));
    const signInWork = createSignInWork(raw, recordedSignIns, {
      verify: () => verify(stored, PASSWORD),
      sign: () => signJwt(keys, claims),
    });
    const bareSignInLoad = await measureBareServer(signInWork, {
      seconds: SECONDS,
      connections: CONNECTIONS,
    });
    const verifyFloor = {
      ...(await measureRate(() => verify(stored, PASSWORD))),
      floorLabel: "argon2id verify",
    };
    rows.push(
      { endpoint: "POST /auth/v1/token (password)", product: signInLoad, ...verifyFloor },
      {
        endpoint: "  its SQL, argon2id and ES256 on bare node:http",
        product: bareSignInLoad,
        ...verifyFloor,
      },
    );
    let signUps = 0;
    rows.push({
      endpoint: "POST /auth/v1/signup",
      product: await measure(
        anonPost("/auth/v1/signup", () => ({
          email: `bench-${Date.now()}-${signUps++}@example.com`,
          password: PASSWORD,
        })),
      ),
      ...(await measureRate(() => hash(PASSWORD))),
      floorLabel: "argon2id hash",
    });
    await new Promise((resolve) => server.close(resolve));
    return rows;
  } finally {
    await database.close();
  }
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
/** req/s of a hello-world answered by `listener` on loopback. */
async function measureHello(listener: Parameters<typeof listenOnLoopback>[0]): Promise<number> {
  const hello = await listenOnLoopback(listener);
  const result = await measureLoad({ url: hello.url, seconds: SECONDS, connections: CONNECTIONS });
  hello.server.close();
  return result.requestsPerSecond;
}
const ceiling = await measureHello((_request, response) => response.end("hello"));
// The same hello-world through Hono and its Node adapter, as the app is served: what the
// framework layer alone keeps of node:http's rate, a bound on every row's "of floor".
const honoCeiling = await measureHello(
  getRequestListener(new Hono().get("/", (c) => c.text("hello")).fetch),
);
console.log(
  `${SECONDS} s per measurement, ${CONNECTIONS} connections; hello-world node:http ceiling ${ceiling.toFixed(0)} req/s, through Hono ${honoCeiling.toFixed(0)} req/s (${(honoCeiling / ceiling).toFixed(2)} of it); load average ${load()}\n`,
);
const pgliteRows = await benchDatabase(undefined);
console.log(`${formatRates(`PGlite (load average ${load()})`, pgliteRows, ceiling)}\n`);
console.log(`${formatThreadCpu("PGlite: CPU by thread", pgliteRows)}\n`);
if (process.env.BENCH_DATABASE_URL) {
  const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL);
  try {
    const rows = await benchDatabase(scratch.url);
    console.log(`${formatRates(`PostgreSQL (load average ${load()})`, rows, ceiling)}\n`);
    console.log(`${formatThreadCpu("PostgreSQL: CPU by thread (not its server's)", rows)}\n`);
  } finally {
    await scratch.drop();
  }
}

function formatStart(title: string, figures: StartFigures): string {
  return [
    title,
    `first start on a fresh data directory: banner after ${figures.firstStartMs.toFixed(0)} ms, ${figures.firstStartRssMiB.toFixed(0)} MiB resident once idle`,
    `restart (median of ${figures.restarts}): banner after ${figures.restartMs.toFixed(0)} ms, ${figures.restartRssMiB.toFixed(0)} MiB resident once idle`,
  ].join("\n");
}

console.log(
  `${formatStart(`Start and memory, PGlite (load average ${load()})`, await measureStartAndMemory())}\n`,
);
if (process.env.BENCH_DATABASE_URL) {
  const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL);
  try {
    const figures = await measureStartAndMemory({ DATABASE_URL: scratch.url });
    console.log(
      `${formatStart(`Start and memory, PostgreSQL (load average ${load()})`, figures)}\n`,
    );
  } finally {
    await scratch.drop();
  }
}
