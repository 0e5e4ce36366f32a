import { beforeAll, describe, expect, it } from "vitest";
import { useClient, useTestServer } from "../../testing/use-test-server.ts";
import { applyProbeFixture } from "../testing/probe-fixture.ts";

const server = useTestServer({ prepare: applyProbeFixture });
const client = useClient(server);

describe("rpc", () => {
  it("POST with named arguments returns a scalar; defaults may be left out", async () => {
    expect(await client.rpc("add_numbers", { a: 2, b: 3 })).toMatchObject({ status: 200, data: 5 });
    expect(await client.rpc("add_numbers", { a: 2 })).toMatchObject({ data: 3 });
  });

  it("GET takes the arguments from the query string", async () => {
    const reply = await client.rpc("add_numbers", { a: 40, b: 2 }, { get: true });
    expect(reply).toMatchObject({ status: 200, data: 42 });
  });

  it("a set of rows takes select, filters, order and limit", async () => {
    const reply = await client
      .rpc("probes_scoring_at_least", { min_score: 15 })
      .select("name")
      .neq("name", "beta")
      .order("score", { ascending: false })
      .limit(5);
    expect(reply).toMatchObject({ status: 200, data: [{ name: "Delta" }] });
  });

  it("a set of scalars is an array; void is 204", async () => {
    expect((await client.rpc("probe_names")).data).toEqual(["alpha", "beta", "gamma", "Delta"]);
    expect(await client.rpc("touch_nothing")).toMatchObject({
      status: 204,
      data: null,
      error: null,
    });
  });

  it("raise exception passes code, message, detail and hint through with 400", async () => {
    expect(await client.rpc("fail_loudly")).toMatchObject({
      status: 400,
      error: { code: "P0001", message: "it failed", details: "on purpose", hint: "do not call it" },
    });
  });

  it("an unknown function or argument is PGRST202 with 404", async () => {
    expect(await client.rpc("no_such_fn", { x: 1 })).toMatchObject({
      status: 404,
      error: {
        code: "PGRST202",
        message: "Could not find the function public.no_such_fn(x) in the schema cache",
      },
    });
    const wrongArgs = await client.rpc("add_numbers", { c: 1 });
    expect(wrongArgs.error?.code).toBe("PGRST202");
  });

  it("Prefer: count=exact gives the total in Content-Range, before limit", async () => {
    const rows = await client
      .rpc("probes_scoring_at_least", { min_score: 15 }, { count: "exact" })
      .select("name")
      .order("id")
      .limit(1);
    expect(rows).toMatchObject({ status: 206, count: 2, data: [{ name: "beta" }] });
    const scalar = await client.rpc("add_numbers", { a: 1 }, { count: "exact" });
    expect(scalar).toMatchObject({ status: 200, count: 1, data: 2 });
    const head = await client.rpc("probe_names", {}, { head: true, count: "exact" });
    expect(head).toMatchObject({ status: 200, count: 4, data: null });
  });

  it("max-affected with handling=strict refuses a larger result (PGRST124) and rolls back", async () => {
    await server.db.exec(`
      create function public.rename_probes(prefix text) returns setof public.probe
        language sql as $$ update public.probe set note = prefix || name returning * $$;`);
    server.clock.advance(2);
    const reply = await client.rpc("rename_probes", { prefix: "x-" }).select("id").maxAffected(1);
    expect(reply).toMatchObject({ status: 400, error: { code: "PGRST124" } });
    const { data } = await client.from("probe").select("note").like("note", "x-%");
    expect(data).toEqual([]);
  });

  it("a bad argument value is Postgres's 22P02 with 400", async () => {
    expect(await client.rpc("add_numbers", { a: "two" })).toMatchObject({
      status: 400,
      error: { code: "22P02", message: 'invalid input syntax for type integer: "two"' },
    });
  });
});

describe("rpc taking the body whole (one unnamed json, jsonb, text, xml or bytea parameter)", () => {
  const post = (fn: string, body: string | Uint8Array, contentType: string) =>
    server.fetch(`http://localhost/rest/v1/rpc/${fn}`, {
      method: "POST",
      headers: { apikey: server.keys.anonKey, "Content-Type": contentType },
      body,
    });

  beforeAll(async () => {
    await server.db.exec(`
      create function public.echo_json(json) returns json language sql as $$ select $1 $$;
      create function public.echo_text(text) returns text language sql as $$ select $1 $$;
      create function public.count_bytes(bytea) returns int
        language sql as $$ select length($1) $$;
      create function public.double_int(int) returns int language sql as $$ select $1 * 2 $$;
      grant execute on function public.echo_json(json), public.echo_text(text),
        public.count_bytes(bytea), public.double_int(int) to anon;`);
    server.clock.advance(2);
  });

  it("passes a JSON body, object or array, to a json parameter, from supabase-js too", async () => {
    expect(await client.rpc("echo_json", { x: 1, y: [2] })).toMatchObject({
      status: 200,
      data: { x: 1, y: [2] },
    });
    const array = await post("echo_json", "[1,2,3]", "application/json");
    expect(array.status).toBe(200);
    expect(await array.json()).toEqual([1, 2, 3]);
  });

  it("passes a text/plain body to a text parameter and bytes to a bytea one", async () => {
    const text = await post("echo_text", "नमस्ते, world", "text/plain; charset=utf-8");
    expect(await text.json()).toBe("नमस्ते, world");
    const bytes = await post(
      "count_bytes",
      new Uint8Array([0, 1, 2, 255]),
      "application/octet-stream",
    );
    expect(await bytes.json()).toBe(4);
  });

  it("leaves a function with an unnamed int parameter uncallable: PGRST202, not a SQL error", async () => {
    for (const args of [{ "": 1 }, { x: 1 }]) {
      const reply = await client.rpc("double_int", args);
      expect(reply).toMatchObject({ status: 404, error: { code: "PGRST202" } });
    }
  });

  it("says no function takes a raw body of that kind, naming no parameters", async () => {
    const reply = await post("echo_json", "plain words", "text/plain");
    expect(reply.status).toBe(404);
    expect(await reply.json()).toMatchObject({
      code: "PGRST202",
      message: "Could not find the function public.echo_json in the schema cache",
      details:
        "Searched for the function public.echo_json with a single unnamed text parameter, but no matches were found in the schema cache.",
    });
  });

  it("keeps refusing a JSON body that is not an object where arguments are named", async () => {
    const reply = await post("add_numbers", "[1, 2]", "application/json");
    expect(reply.status).toBe(400);
    expect(await reply.json()).toMatchObject({ code: "PGRST102" });
  });
});

describe("rpc that writes", () => {
  const notes = async () =>
    (await server.db.query<{ note: string }>("select distinct note from public.probe")).rows.map(
      (row) => row.note,
    );
  const tagProbes = (tag: string, headers: Record<string, string> = {}) =>
    server.fetch("http://localhost/rest/v1/rpc/tag_probes", {
      method: "POST",
      headers: {
        apikey: server.keys.serviceRoleKey,
        "Content-Type": "application/json",
        ...headers,
      },
      body: JSON.stringify({ tag }),
    });

  beforeAll(async () => {
    await server.db.exec(`
      create function public.tag_probes(tag text) returns setof public.probe
        language sql as $$ update public.probe set note = tag returning * $$;`);
    server.clock.advance(2);
  });

  it("keeps the call's writes", async () => {
    expect((await tagProbes("kept")).status).toBe(200);
    expect(await notes()).toEqual(["kept"]);
  });

  it("rolls the call back when a single object was asked for and several rows came (PGRST116)", async () => {
    const reply = await tagProbes("single", { Accept: "application/vnd.pgrst.object+json" });
    expect(reply.status).toBe(406);
    expect(await reply.json()).toMatchObject({ code: "PGRST116" });
    expect(await notes()).toEqual(["kept"]);
  });

  it("answers as usual and keeps nothing with Prefer: tx=rollback", async () => {
    const reply = await tagProbes("rolled back", { Prefer: "tx=rollback" });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toContainEqual(expect.objectContaining({ note: "rolled back" }));
    expect(await notes()).toEqual(["kept"]);
  });
});

describe("schema cache", () => {
  it("finds a function created while the server runs, after a second", async () => {
    await server.db.exec(
      "create function public.created_later() returns int language sql as $$ select 7 $$",
    );
    server.clock.advance(2);
    expect(await client.rpc("created_later")).toMatchObject({ status: 200, data: 7 });
  });

  it("reads the catalog again at most once a second for unknown names", async () => {
    await server.db.exec(
      "create function public.created_too_soon() returns int language sql as $$ select 8 $$",
    );
    expect((await client.rpc("no_such_fn_again")).status).toBe(404);
    expect((await client.rpc("created_too_soon")).status).toBe(404);
    server.clock.advance(2);
    expect(await client.rpc("created_too_soon")).toMatchObject({ status: 200, data: 8 });
  });
});

describe("rpc result columns", () => {
  it("checks select and filter columns of a table-typed result against the catalog", async () => {
    const reply = await client.rpc("probes_scoring_at_least", { min_score: 0 }).select("colour");
    expect(reply).toMatchObject({
      status: 400,
      error: { code: "42703", message: "column probes_scoring_at_least.colour does not exist" },
    });
    const typed = await client.rpc("probes_scoring_at_least", { min_score: 0 }).eq("score", "x");
    expect(typed.error).toMatchObject({
      code: "22P02",
      message: 'invalid input syntax for type integer: "x"',
    });
  });

  it("knows the columns of returns table (...)", async () => {
    await server.db.exec(
      "create function public.pairs() returns table (k text, v int) language sql as $$ values ('a', 1), ('b', 2) $$",
    );
    server.clock.advance(2);
    expect(await client.rpc("pairs").gt("v", 1)).toMatchObject({ data: [{ k: "b", v: 2 }] });
    expect((await client.rpc("pairs").select("nope")).error?.code).toBe("42703");
  });
});
