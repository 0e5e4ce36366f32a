import { beforeAll, describe, expect, it } from "vitest";
import { createPlatformWorld, type PlatformWorld } from "../platform/testing/platform-world.ts";
import { useTestServer } from "../testing/use-test-server.ts";
import { applyProbeFixture } from "./testing/probe-fixture.ts";

// Injection attempts through every place a request names something. Each must get a 4xx and
// leave the database exactly as it was; values are bound, identifiers are checked and quoted.
const server = useTestServer({ prepare: applyProbeFixture });

async function snapshot(): Promise<string> {
  const { rows } = await server.db.query<{ dump: string }>(
    `select coalesce((select json_agg(p order by id)::text from public.probe p), 'gone')
            || (select count(*)::text from pg_tables where schemaname = 'public') as dump`,
  );
  return rows[0]?.dump ?? "";
}

const DROP = "drop table public.probe";

interface Attempt {
  method?: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

const attempts: [string, Attempt][] = [
  ["select list", { path: `probe?select=id,name);${DROP};--` }],
  ["select quoted name", { path: `probe?select="id"" from probe; ${DROP}; --"` }],
  ["select cast", { path: `probe?select=id::text);${DROP};--` }],
  ["select cast to a function", { path: "probe?select=id::pg_sleep" }],
  ["filter column", { path: `probe?id;${DROP}=eq.1` }],
  ["filter value on a bigint", { path: `probe?id=eq.1;${DROP}` }],
  ["filter operator", { path: `probe?id=eq;${DROP}.1` }],
  ["in list", { path: `probe?id=in.(1);${DROP};--` }],
  ["logic tree", { path: `probe?or=(id.eq.1,id.eq.2));${DROP};--` }],
  ["logic tree column", { path: `probe?or=(id;${DROP}.eq.1)` }],
  ["fts language", { path: `probe?note=fts(english');${DROP};--).x` }],
  ["order column", { path: `probe?order=id;${DROP}` }],
  ["order subquery", { path: "probe?order=(select 1)" }],
  ["order modifier", { path: `probe?order=id.desc;${DROP}` }],
  ["limit", { path: `probe?limit=1;${DROP}` }],
  ["table name", { path: `probe;${DROP}` }],
  ["rpc name", { method: "POST", path: `rpc/add_numbers(1,2);${DROP}`, body: "{}" }],
  [
    "rpc argument name",
    { method: "POST", path: "rpc/add_numbers", body: `{"a); ${DROP}; --": 1}` },
  ],
  [
    "on_conflict",
    {
      method: "POST",
      path: `probe?on_conflict=id) do update set name = 'pwned'; ${DROP}; --`,
      body: '{"id": 1, "name": "x"}',
      headers: { Prefer: "resolution=merge-duplicates" },
    },
  ],
  [
    "columns",
    { method: "POST", path: `probe?columns=name,"x"); ${DROP}; --"`, body: '{"name": "x"}' },
  ],
  ["body key", { method: "POST", path: "probe", body: `{"name) values ('x'); ${DROP}; --": 1}` }],
  [
    "patch body key",
    { method: "PATCH", path: "probe?id=eq.1", body: `{"name = 'x'; ${DROP}; --": 1}` },
  ],
  ["patch filter", { method: "PATCH", path: `probe?id=eq.1 or true`, body: '{"name": "pwned"}' }],
  ["delete filter", { method: "DELETE", path: `probe?id=gt.0;${DROP}` }],
];

describe("injection attempts", () => {
  it.each(attempts)("%s: 4xx and nothing changes", async (_, attempt) => {
    const before = await snapshot();
    const reply = await server.fetch(`http://localhost/rest/v1/${attempt.path}`, {
      method: attempt.method ?? "GET",
      headers: {
        apikey: server.keys.serviceRoleKey,
        "Content-Type": "application/json",
        ...attempt.headers,
      },
      ...(attempt.body === undefined ? {} : { body: attempt.body }),
    });
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(await reply.json()).toHaveProperty("code");
    expect(await snapshot()).toBe(before);
  });

  it("an alias that looks like SQL is only a JSON key", async () => {
    const before = await snapshot();
    const alias = `x" ; ${DROP}; --`;
    const reply = await server.fetch(
      `http://localhost/rest/v1/probe?id=eq.1&select=${encodeURIComponent(`"x"" ; ${DROP}; --":id`)}`,
      { headers: { apikey: server.keys.serviceRoleKey } },
    );
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual([{ [alias]: 1 }]);
    expect(await snapshot()).toBe(before);
  });

  it("a text value that looks like SQL is only data: 200 with no rows", async () => {
    const before = await snapshot();
    const reply = await server.fetch(
      `http://localhost/rest/v1/probe?name=eq.${encodeURIComponent("x' or '1'='1")}`,
      { headers: { apikey: server.keys.serviceRoleKey } },
    );
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual([]);
    expect(await snapshot()).toBe(before);
  });
});

describe("account ids in anonymous answers", () => {
  // Every public table or view column that holds an auth user id, and the reviews' booking.
  const ACCOUNT_ID = /"(user_id|created_by|invited_by|author_id|booking_id|devotee_id)"/;
  let world: PlatformWorld;

  beforeAll(async () => {
    world = await createPlatformWorld(server);
    await server.db.query(
      `insert into public.temple_providers (temple_id, provider_id, status, invited_by)
       values ($1, $2, 'accepted', $3)`,
      [world.templeId, world.providerId, world.templeAdmin.id],
    );
  });

  const anonGet = (path: string) =>
    server.fetch(`http://localhost/rest/v1/${path}`, {
      headers: { apikey: server.keys.anonKey },
    });

  it.each([
    "providers?select=*",
    "providers?select=id,user_id",
    "providers?select=id,uid:user_id::text",
    "providers?select=id&user_id=not.is.null",
    "providers?select=id&or=(user_id.is.null,id.is.null)",
    "providers?select=id&order=user_id",
    "temples?select=*",
    "temples?select=id,created_by",
    "temple_providers?select=*",
    "temple_providers?select=temple_id,invited_by",
    "reviews?select=*",
    "reviews?select=id,rating",
    "offerings?select=id,providers(*)",
    "temple_providers?select=temple_id,temples(created_by)",
    "temples?select=id,reviews(author_id)",
  ])("%s: 401 42501", async (path) => {
    const reply = await anonGet(path);
    expect(reply.status).toBe(401);
    expect(await reply.json()).toMatchObject({ code: "42501" });
  });

  it.each([
    "public_reviews?select=*",
    "provider_listings?select=*",
    "providers?select=id,slug,display_name,rating",
    "temples?select=id,slug,name",
    "temple_providers?select=temple_id,provider_id,status,providers(id,display_name)",
    "offerings?select=id,providers(id,slug),temples!offerings_temple_id_fkey(id,slug)",
  ])("%s: answers without an account id", async (path) => {
    const reply = await anonGet(path);
    expect(reply.status).toBe(200);
    expect(await reply.text()).not.toMatch(ACCOUNT_ID);
  });

  it("public_reviews has no account id to name, and no relationship to embed one through", async () => {
    for (const path of [
      "public_reviews?select=author_id",
      "public_reviews?select=id,bookings(*)",
    ]) {
      const reply = await anonGet(path);
      expect(reply.status).toBe(400);
      expect(await reply.text()).not.toMatch(ACCOUNT_ID);
    }
  });
});
