import { beforeAll, describe, expect, it } from "vitest";
import { epochSeconds } from "../lib/clock.ts";
import { signJwt } from "../lib/jwt.ts";
import { generateKeySet, loadSigningKeys } from "../lib/signing-keys.ts";
import { useTestServer } from "../testing/use-test-server.ts";
import { applyProbeFixture } from "./testing/probe-fixture.ts";

// The gateway's API-key check, PostgREST's JWT check, and what the transaction sees of the request.
const server = useTestServer({ prepare: applyProbeFixture });

beforeAll(async () => {
  await server.db.exec(`
    create function public.whoami() returns json language sql stable as $$
      select json_build_object(
        'user', current_user,
        'claims', current_setting('request.jwt.claims', true)::json,
        'method', current_setting('request.method', true),
        'path', current_setting('request.path', true),
        'probe', current_setting('request.headers', true)::json ->> 'x-probe',
        'read_only', current_setting('transaction_read_only'))
    $$;
    create function public.insert_probe() returns int language sql as $$
      insert into public.probe (name) values ('via rpc') returning 1
    $$;`);
});

function get(path: string, headers: Record<string, string>) {
  return server.fetch(`http://localhost/rest/v1/${path}`, { headers });
}

/** GET `path` with the anon key and `token` as the bearer, plus `headers`. */
function getAs(token: string, path: string, headers: Record<string, string> = {}) {
  return get(path, { apikey: server.keys.anonKey, Authorization: `Bearer ${token}`, ...headers });
}

async function tokenFor(claims: Record<string, unknown>): Promise<string> {
  return signJwt(server.keys, { exp: epochSeconds(server.clock) + 60, ...claims });
}

async function probeCount(): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(
    "select count(*)::int as n from public.probe",
  );
  return rows[0]?.n ?? -1;
}

describe("API key (Supabase's gateway)", () => {
  it("no apikey: 401 No API key found in request", async () => {
    const reply = await get("probe", {});
    expect(reply.status).toBe(401);
    expect(await reply.json()).toEqual({
      message: "No API key found in request",
      hint: "No `apikey` request header or url param was found.",
    });
  });

  it("an unknown apikey: 401 Invalid API key", async () => {
    const reply = await get("probe", { apikey: "sb_publishable_nope" });
    expect(reply.status).toBe(401);
    expect(await reply.json()).toMatchObject({ message: "Invalid API key" });
  });

  it("the apikey may come as a url parameter", async () => {
    const reply = await get(`probe?select=id&id=eq.1&apikey=${server.keys.anonKey}`, {});
    expect(await reply.json()).toEqual([{ id: 1 }]);
  });
});

describe("JWT", () => {
  it("a malformed token is 401 PGRST301 with WWW-Authenticate, and nothing runs", async () => {
    const before = await probeCount();
    const reply = await server.fetch("http://localhost/rest/v1/probe", {
      method: "POST",
      headers: { apikey: server.keys.anonKey, Authorization: "Bearer not-a-jwt" },
      body: JSON.stringify({ name: "sneaky" }),
    });
    expect(reply.status).toBe(401);
    expect(reply.headers.get("www-authenticate")).toMatch(/^Bearer error="invalid_token"/);
    expect(await reply.json()).toEqual({
      code: "PGRST301",
      message: "Expected 3 parts in JWT; got 1",
      details: null,
      hint: null,
    });
    expect(await probeCount()).toBe(before);
  });

  it("a token signed with another key is 401 PGRST301", async () => {
    const otherSet = await generateKeySet();
    const other = await loadSigningKeys({
      dataDir: "",
      jwtKeys: JSON.stringify({ keys: otherSet.keys }),
    });
    const token = await signJwt(other, { role: "authenticated", sub: crypto.randomUUID() });
    const reply = await getAs(token, "probe");
    expect(reply.status).toBe(401);
    expect(await reply.json()).toMatchObject({ code: "PGRST301" });
  });

  it("an expired token is 401 PGRST303 JWT expired", async () => {
    const token = await tokenFor({ role: "authenticated", sub: crypto.randomUUID() });
    server.clock.advance(120);
    const reply = await getAs(token, "probe");
    expect(reply.status).toBe(401);
    expect(await reply.json()).toMatchObject({ code: "PGRST303", message: "JWT expired" });
  });

  it("a role outside anon/authenticated/service_role is refused before any SQL", async () => {
    const token = await tokenFor({ role: "postgres" });
    const reply = await getAs(token, "probe");
    expect(reply.status).toBe(403);
    expect(await reply.json()).toMatchObject({ code: "42501" });
  });

  it("the transaction runs as the token's role with its claims and the request settings", async () => {
    const sub = crypto.randomUUID();
    const token = await tokenFor({ role: "authenticated", sub });
    const reply = await getAs(token, "rpc/whoami", {
      "x-probe": "seen",
    });
    expect(await reply.json()).toMatchObject({
      user: "authenticated",
      claims: { sub, role: "authenticated" },
      method: "GET",
      path: "/rpc/whoami",
      probe: "seen",
      read_only: "on",
    });
    const anon = await get("rpc/whoami", { apikey: server.keys.anonKey });
    expect(await anon.json()).toMatchObject({ user: "anon", claims: { role: "anon" } });
  });
});

describe("content negotiation and errors", () => {
  const apikey = () => server.keys.anonKey;

  it("a schema other than public is 406 PGRST106", async () => {
    const reply = await get("probe", { apikey: apikey(), "Accept-Profile": "auth" });
    expect(reply.status).toBe(406);
    expect(await reply.json()).toMatchObject({ code: "PGRST106", message: "Invalid schema: auth" });
  });

  it("text/csv is 406 PGRST107", async () => {
    const reply = await get("probe", { apikey: apikey(), Accept: "text/csv" });
    expect(reply.status).toBe(406);
    expect(await reply.json()).toMatchObject({ code: "PGRST107" });
  });

  it("an unknown table is 404 PGRST205, an unknown column 400 42703", async () => {
    const table = await get("nope", { apikey: apikey() });
    expect(table.status).toBe(404);
    expect(await table.json()).toEqual({
      code: "PGRST205",
      message: "Could not find the table 'public.nope' in the schema cache",
      details: null,
      hint: null,
    });
    const column = await get("probe?select=colour", { apikey: apikey() });
    expect(column.status).toBe(400);
    expect(await column.json()).toMatchObject({
      code: "42703",
      message: "column probe.colour does not exist",
    });
  });

  it("GET runs read-only: a writing function is 405 25006 on GET and works on POST", async () => {
    const before = await probeCount();
    const reply = await get("rpc/insert_probe", { apikey: apikey() });
    expect(reply.status).toBe(405);
    expect(await reply.json()).toMatchObject({ code: "25006" });
    expect(await probeCount()).toBe(before);
    const posted = await server.fetch("http://localhost/rest/v1/rpc/insert_probe", {
      method: "POST",
      headers: { apikey: apikey() },
    });
    expect(posted.status).toBe(200);
    expect(await probeCount()).toBe(before + 1);
  });

  it("bad filter syntax is 400 PGRST100; a bad value 400 22P02", async () => {
    const syntax = await get("probe?id=equals.1", { apikey: apikey() });
    expect(syntax.status).toBe(400);
    expect(await syntax.json()).toMatchObject({ code: "PGRST100" });
    const value = await get("probe?id=eq.one", { apikey: apikey() });
    expect(value.status).toBe(400);
    expect(await value.json()).toMatchObject({
      code: "22P02",
      message: 'invalid input syntax for type bigint: "one"',
    });
  });
});
