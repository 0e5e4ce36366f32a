import { describe, expect, it } from "vitest";
import { useClient, useTestServer } from "../../testing/use-test-server.ts";
import { applyProbeFixture } from "../testing/probe-fixture.ts";

const server = useTestServer({ prepare: applyProbeFixture });
const client = useClient(server);

async function namesWhere(query: string): Promise<unknown> {
  const response = await server.fetch(
    `http://localhost/rest/v1/probe?select=name&order=id&${query}`,
    {
      headers: { apikey: server.keys.anonKey },
    },
  );
  const body = (await response.json()) as { name: string }[] | { code: string };
  return Array.isArray(body) ? body.map((row) => row.name) : body;
}

describe("filter operators", () => {
  it.each([
    ["score=eq.10", ["alpha"]],
    ["score=neq.10", ["beta", "Delta"]],
    ["score=gt.10", ["beta", "Delta"]],
    ["score=gte.20", ["beta", "Delta"]],
    ["score=lt.20", ["alpha"]],
    ["score=lte.20", ["alpha", "beta"]],
    ["name=like.*a", ["alpha", "beta", "gamma", "Delta"]],
    ["name=like.%25lt%25", ["Delta"]],
    ["name=like.*LT*", []],
    ["name=ilike.*LT*", ["Delta"]],
    ["name=match.^[ab]", ["alpha", "beta"]],
    ["name=imatch.^d", ["Delta"]],
    ["score=is.null", ["gamma"]],
    ["score=not.is.null", ["alpha", "beta", "Delta"]],
    ["score=is.not_null", ["alpha", "beta", "Delta"]],
    ["done=is.true", ["alpha", "Delta"]],
    ["done=is.false", ["beta", "gamma"]],
    ["score=isdistinct.10", ["beta", "gamma", "Delta"]],
    ["slug=in.(alpha,%22ga,mma%22)", ["alpha", "gamma"]],
    ["score=not.in.(10,20)", ["Delta"]],
    ["tags=cs.{b}", ["alpha", "beta"]],
    ["tags=cd.{a,b,c}", ["alpha", "beta", "gamma", "Delta"]],
    ["tags=ov.{a,c}", ["alpha", "beta", "Delta"]],
    ["meta=cs.%7B%22x%22%3Atrue%7D", ["Delta"]],
    ["span=ov.[3,6)", ["alpha", "beta"]],
    ["span=sl.[10,11)", ["alpha", "beta"]],
    ["span=sr.[6,7)", ["Delta"]],
    ["span=nxr.[10,11)", ["alpha", "beta"]],
    ["span=nxl.[6,7)", ["Delta"]],
    ["span=adj.[10,20)", ["beta", "Delta"]],
    ["note=fts.quick %26 brown", ["alpha"]],
    ["note=fts(english).dog", ["beta"]],
    ["note=plfts.quick fox", ["alpha"]],
    ["note=phfts(english).brown bears", ["Delta"]],
    ["note=wfts.quick -fox", ["gamma"]],
    ["note=not.fts.quick", ["beta", "Delta"]],
    ["or=(score.eq.10,name.eq.gamma)", ["alpha", "gamma"]],
    ["or=(score.gt.30,and(done.is.false,score.is.null))", ["gamma", "Delta"]],
    ["not.or=(score.eq.10,score.is.null)", ["beta", "Delta"]],
    ["and=(done.is.true,or(name.eq.alpha,name.eq.beta))", ["alpha"]],
    ["or=(slug.in.(alpha,%22ga,mma%22),name.like.D*)", ["alpha", "gamma", "Delta"]],
    ["score=gte.10&score=lte.20", ["alpha", "beta"]],
  ])("%s", async (query, names) => {
    expect(await namesWhere(query)).toEqual(names);
  });

  it("sends what supabase-js builds for eq, in, not, or, contains, textSearch", async () => {
    const { data } = await client
      .from("probe")
      .select("name")
      .in("slug", ["alpha", "ga,mma", "none"])
      .not("score", "is", null)
      .or("tags.cs.{a},name.eq.beta")
      .contains("tags", ["a"])
      .textSearch("note", "quick", { config: "english", type: "plain" });
    expect(data).toEqual([{ name: "alpha" }]);
  });
});

describe("select list, order, range", () => {
  it("renames with alias: and casts with ::, keeping bigint digits", async () => {
    const { data } = await client.from("probe").select("label:name, score::text").eq("id", 1);
    expect(data).toEqual([{ label: "alpha", score: "10" }]);
    const raw = await server.fetch("http://localhost/rest/v1/probe?select=big&id=eq.1", {
      headers: { apikey: server.keys.anonKey },
    });
    expect(await raw.text()).toBe('[{"big":9007199254740993}]');
  });

  it("orders by several columns with nulls first/last", async () => {
    const { data } = await client
      .from("probe")
      .select("name")
      .order("done", { ascending: false })
      .order("score", { ascending: true, nullsFirst: true });
    expect(data?.map((r) => r.name)).toEqual(["alpha", "Delta", "gamma", "beta"]);
  });

  it("range() pages with offset and limit; a Range header does the same", async () => {
    const { data } = await client.from("probe").select("id").order("id").range(1, 2);
    expect(data).toEqual([{ id: 2 }, { id: 3 }]);
    const raw = await server.fetch("http://localhost/rest/v1/probe?select=id&order=id", {
      headers: { apikey: server.keys.anonKey, Range: "2-3", "Range-Unit": "items" },
    });
    expect(raw.headers.get("content-range")).toBe("2-3/*");
    expect(await raw.json()).toEqual([{ id: 3 }, { id: 4 }]);
  });
});

describe("count, head, single", () => {
  it("count=exact gives the total in Content-Range and 206 for a partial page", async () => {
    const reply = await client.from("probe").select("id", { count: "exact" }).order("id").limit(2);
    expect(reply).toMatchObject({ status: 206, count: 4, data: [{ id: 1 }, { id: 2 }] });
    const all = await client.from("probe").select("id", { count: "exact" });
    expect(all).toMatchObject({ status: 200, count: 4 });
  });

  it("count=planned and count=estimated give a number; head sends HEAD with no body", async () => {
    const planned = await client.from("probe").select("*", { count: "planned", head: true });
    expect(planned.status).toBeLessThan(300);
    expect(typeof planned.count).toBe("number");
    expect(planned.data).toBeNull();
    const estimated = await client.from("probe").select("*", { count: "estimated", head: true });
    expect(estimated).toMatchObject({ status: 200, count: 4, data: null });
  });

  it("an offset past the end with a count is 416 PGRST103", async () => {
    const reply = await client.from("probe").select("id", { count: "exact" }).range(10, 12);
    expect(reply).toMatchObject({
      status: 416,
      error: {
        code: "PGRST103",
        message: "Requested range not satisfiable",
        details: "An offset of 10 was requested, but there are only 4 rows.",
      },
    });
  });

  it("an empty page is Content-Range */* without count, */0 with", async () => {
    const raw = await server.fetch("http://localhost/rest/v1/probe?id=eq.999", {
      headers: { apikey: server.keys.anonKey, Prefer: "count=exact" },
    });
    expect(raw.headers.get("content-range")).toBe("*/0");
    expect(await raw.text()).toBe("[]");
  });

  it("stripNulls() leaves null fields out of lists and single rows alike, numbers exact", async () => {
    const list = await client
      .from("probe")
      .select("id, score, meta, big")
      .in("id", [1, 3])
      .order("id")
      .stripNulls();
    expect(list).toMatchObject({
      status: 200,
      data: [{ id: 1, score: 10, meta: { k: 1 } }, { id: 3 }],
    });
    expect(Object.keys((list.data as object[])[1]!)).toEqual(["id"]);
    const single = await client
      .from("probe")
      .select("id, score, note")
      .eq("id", 3)
      .single()
      .stripNulls();
    expect(single).toMatchObject({ status: 200, data: { id: 3, note: "quick thinking wins" } });
    expect(single.data).not.toHaveProperty("score");
    const raw = await server.fetch("http://localhost/rest/v1/probe?select=big&id=eq.1", {
      headers: {
        apikey: server.keys.anonKey,
        Accept: "application/vnd.pgrst.array+json;nulls=stripped",
      },
    });
    expect(raw.headers.get("content-type")).toBe(
      "application/vnd.pgrst.array+json; nulls=stripped; charset=utf-8",
    );
    expect(await raw.text()).toBe('[{"big":9007199254740993}]');
  });

  it("single() returns the object, and PGRST116/406 for zero or several rows", async () => {
    expect(await client.from("probe").select("name").eq("id", 2).single()).toMatchObject({
      status: 200,
      data: { name: "beta" },
    });
    expect(await client.from("probe").select("name").eq("id", 99).single()).toMatchObject({
      status: 406,
      error: {
        code: "PGRST116",
        message: "Cannot coerce the result to a single JSON object",
        details: "The result contains 0 rows",
      },
    });
    const several = await client.from("probe").select("name").gt("id", 1).single();
    expect(several.error).toMatchObject({
      code: "PGRST116",
      details: "The result contains 3 rows",
    });
    expect(await client.from("probe").select("name").eq("id", 99).maybeSingle()).toMatchObject({
      data: null,
      error: null,
    });
  });
});
