import { describe, expect, it } from "vitest";
import { useClient, useTestServer } from "../../testing/use-test-server.ts";
import { applyProbeFixture } from "../testing/probe-fixture.ts";

const server = useTestServer({ prepare: applyProbeFixture });
const client = useClient(server, "service_role");

async function readProbe(where: string): Promise<Record<string, unknown>[]> {
  const { rows } = await server.db.query(
    `select name, score, tags, done, slug from public.probe where ${where} order by id`,
  );
  return rows;
}

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return server.fetch(`http://localhost/rest/v1/${path}`, {
    method: "POST",
    headers: { apikey: server.keys.serviceRoleKey, "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

describe("insert", () => {
  it("inserts one row: 201, no body (return=minimal by default)", async () => {
    const reply = await client.from("probe").insert({ name: "one", slug: "one" });
    expect(reply).toMatchObject({ status: 201, data: null, error: null });
    expect(await readProbe("slug = 'one'")).toEqual([
      { name: "one", score: null, tags: [], done: false, slug: "one" },
    ]);
  });

  it("inserts many with columns= and returns them with return=representation and count", async () => {
    const reply = await client
      .from("probe")
      .insert(
        [
          { name: "m1", slug: "m1" },
          { name: "m2", score: 7, slug: "m2" },
        ],
        { count: "exact" },
      )
      .select("name, score");
    expect(reply).toMatchObject({ status: 201, count: 2 });
    expect(reply.data).toEqual([
      { name: "m1", score: null },
      { name: "m2", score: 7 },
    ]);
  });

  it("missing=default gives absent keys their default; without it they are null", async () => {
    const rows = [
      { name: "d1", slug: "d1" },
      { name: "d2", slug: "d2", tags: ["z"] },
    ];
    const withDefaults = await client.from("probe").insert(rows, { defaultToNull: false });
    expect(withDefaults.error).toBeNull();
    expect(await readProbe("slug in ('d1', 'd2')")).toMatchObject([{ tags: [] }, { tags: ["z"] }]);
    const withNulls = await client.from("probe").insert([{ name: "n1" }, { name: "n2", tags: [] }]);
    expect(withNulls).toMatchObject({ status: 400, error: { code: "23502" } });
  });

  it("return=headers-only answers 201 with no body and the new row's Location", async () => {
    const reply = await post("probe", { name: "h" }, { Prefer: "return=headers-only" });
    expect(reply.status).toBe(201);
    expect(await reply.text()).toBe("");
    const { rows } = await server.db.query<{ id: string }>(
      "select id::text as id from public.probe where name = 'h'",
    );
    expect(reply.headers.get("location")).toBe(`/probe?id=eq.${rows[0]?.id}`);
    expect(reply.headers.get("preference-applied")).toBe("return=headers-only");
  });

  it("an unknown column is PGRST204, unequal keys PGRST102, bad JSON PGRST102", async () => {
    const unknown = await client.from("probe").insert({ name: "x", colour: "red" });
    expect(unknown).toMatchObject({
      status: 400,
      error: {
        code: "PGRST204",
        message: "Could not find the 'colour' column of 'probe' in the schema cache",
      },
    });
    const unequal = await post("probe", [{ name: "a" }, { slug: "b" }]);
    expect(await unequal.json()).toMatchObject({
      code: "PGRST102",
      message: "All object keys must match",
    });
    const invalid = await server.fetch("http://localhost/rest/v1/probe", {
      method: "POST",
      headers: { apikey: server.keys.serviceRoleKey, "Content-Type": "application/json" },
      body: "{nope",
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      code: "PGRST102",
      message: "Empty or invalid json",
    });
  });
});

describe("upsert", () => {
  it("merge-duplicates on on_conflict updates the row: 200 when nothing new was inserted", async () => {
    const reply = await client
      .from("probe")
      .upsert({ slug: "alpha", name: "alpha2", score: 11 }, { onConflict: "slug" })
      .select("name, score");
    expect(reply).toMatchObject({ status: 200, data: [{ name: "alpha2", score: 11 }] });
    const fresh = await client
      .from("probe")
      .upsert({ slug: "new", name: "new" }, { onConflict: "slug" });
    expect(fresh.status).toBe(201);
    expect(await readProbe("slug in ('alpha', 'new')")).toMatchObject([
      { name: "alpha2", score: 11 },
      { name: "new" },
    ]);
  });

  it("ignore-duplicates leaves the existing row alone", async () => {
    const reply = await client
      .from("probe")
      .upsert({ slug: "beta", name: "ignored" }, { onConflict: "slug", ignoreDuplicates: true })
      .select("name");
    expect(reply).toMatchObject({ status: 201, data: [] });
    expect(await readProbe("slug = 'beta'")).toMatchObject([{ name: "beta" }]);
  });

  it("without on_conflict the primary key is the target", async () => {
    const reply = await client.from("probe").upsert({ id: 2, name: "beta by id" });
    expect(reply.status).toBe(200);
    expect(await readProbe("id = 2")).toMatchObject([{ name: "beta by id" }]);
  });
});

describe("update and delete", () => {
  it("PATCH with filters: 204, or 200 with the rows and Content-Range with count", async () => {
    expect(await client.from("probe").update({ score: 41 }).eq("name", "Delta")).toMatchObject({
      status: 204,
    });
    const reply = await client
      .from("probe")
      .update({ done: false }, { count: "exact" })
      .gte("score", 40)
      .select("score");
    expect(reply).toMatchObject({ status: 200, count: 1, data: [{ score: 41 }] });
  });

  it("PATCH and DELETE without a filter are refused as pg-safeupdate does", async () => {
    const before = await readProbe("true");
    const update = await client.from("probe").update({ done: true });
    expect(update).toMatchObject({
      status: 400,
      error: { code: "21000", message: "UPDATE requires a WHERE clause" },
    });
    const remove = await client.from("probe").delete();
    expect(remove).toMatchObject({
      status: 400,
      error: { code: "21000", message: "DELETE requires a WHERE clause" },
    });
    expect(await readProbe("true")).toEqual(before);
  });

  it("single() on a mutation touching two rows is 406 PGRST116 and rolls back", async () => {
    const reply = await client.from("probe").delete().in("slug", ["m1", "m2"]).select().single();
    expect(reply).toMatchObject({
      status: 406,
      error: { code: "PGRST116", details: "The result contains 2 rows" },
    });
    expect(await readProbe("slug in ('m1', 'm2')")).toHaveLength(2);
  });

  it("Prefer: tx=rollback answers as usual and keeps nothing", async () => {
    const reply = await server.fetch("http://localhost/rest/v1/probe?slug=eq.m1", {
      method: "DELETE",
      headers: { apikey: server.keys.serviceRoleKey, Prefer: "tx=rollback, return=representation" },
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject([{ slug: "m1" }]);
    expect(await readProbe("slug = 'm1'")).toHaveLength(1);
  });

  it("DELETE with a filter removes the rows: 204", async () => {
    expect(await client.from("probe").delete().eq("slug", "m1")).toMatchObject({ status: 204 });
    expect(await readProbe("slug = 'm1'")).toEqual([]);
  });

  it("maxAffected(n) rolls back an update touching more rows: 400 PGRST124", async () => {
    const before = await readProbe("true");
    const reply = await client.from("probe").update({ score: 0 }).gte("id", 1).maxAffected(1);
    expect(reply).toMatchObject({
      status: 400,
      error: {
        code: "PGRST124",
        message: "Query result exceeds max-affected preference constraint",
        details: `The query affects ${before.length} rows`,
      },
    });
    expect(await readProbe("true")).toEqual(before);
    const one = await client.from("probe").update({ score: 3 }).eq("slug", "beta").maxAffected(1);
    expect(one).toMatchObject({ status: 204, error: null });
  });

  it("handling=strict refuses unknown preferences with PGRST122", async () => {
    const reply = await post("probe", { name: "s" }, { Prefer: "handling=strict, colour=red" });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toMatchObject({
      code: "PGRST122",
      details: "Invalid preferences: colour=red",
    });
  });
});
