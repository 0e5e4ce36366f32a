import { describe, expect, it } from "vitest";
import { parseFilter, parseLogicTree } from "../query/parse-filter.ts";
import { parsePrefer } from "../query/parse-prefer.ts";
import { parseQuery } from "../query/parse-query.ts";
import { RestError } from "../rest-errors.ts";
import type { FunctionInfo } from "../schema-cache.ts";
import { tableWithId } from "../testing/table-with-id.ts";
import { compileCondition, toArrayLiteral } from "./compile-filter.ts";
import { compileRead } from "./compile-read.ts";
import { chooseFunction, compileRpc } from "./compile-rpc.ts";
import { compileDelete, compileInsert, compileUpdate } from "./compile-write.ts";
import { qualifiedTableName, tableRelation } from "./relation.ts";
import { SqlParams } from "./sql-params.ts";

const todos = tableWithId("todos", [
  {
    name: "id",
    type: "bigint",
    filterType: "bigint",
    defaultSql: "nextval('public.todos_id_seq'::regclass)",
  },
  { name: "title", type: "text", filterType: "text", defaultSql: null },
  { name: "tags", type: "text[]", filterType: "text[]", defaultSql: "'{}'::text[]" },
  { name: "doc", type: "tsvector", filterType: "tsvector", defaultSql: null },
  { name: "kind", type: "public.todo_kind", filterType: "public.todo_kind", defaultSql: null },
]);
const relation = tableRelation(todos);
const T = '"public"."todos"';

function condition(text: string, column = "title") {
  const params = new SqlParams();
  const sql = compileCondition(parseFilter(column, text), relation, params);
  return { sql, params: params.values };
}

function errorOf(fn: () => unknown): ReturnType<RestError["toBody"]> | string {
  try {
    fn();
  } catch (error) {
    if (error instanceof RestError) return error.toBody();
    throw error;
  }
  return "no error";
}

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof RestError) return error.code;
    throw error;
  }
  return "no error";
}

describe("compileCondition", () => {
  it.each([
    ["eq.x", `${T}."title" = cast($1::text as text)`, ["x"]],
    ["not.gt.3", `not (${T}."title" > cast($1::text as text))`, ["3"]],
    ["like.*a%", `${T}."title" like $1::text`, ["%a%"]],
    ["imatch.^a", `${T}."title" ~* $1::text`, ["^a"]],
    ["is.null", `${T}."title" is null`, []],
    ["is.not_null", `${T}."title" is not null`, []],
    ["isdistinct.a", `${T}."title" is distinct from cast($1::text as text)`, ["a"]],
    [
      "fts(english).cat",
      `to_tsvector($1::text::regconfig, ${T}."title") @@ to_tsquery($1::text::regconfig, $2::text)`,
      ["english", "cat"],
    ],
    ['in.(a,"b,c")', `${T}."title" = any(cast($1::text as text[]))`, ['{"a","b,c"}']],
  ])("%s", (text, sql, params) => {
    expect(condition(text)).toEqual({ sql, params });
  });

  it("casts to the column's own type, enums and arrays included", () => {
    expect(condition("eq.done", "kind").sql).toBe(
      `${T}."kind" = cast($1::text as public.todo_kind)`,
    );
    expect(condition("cs.{a}", "tags").sql).toBe(`${T}."tags" @> cast($1::text as text[])`);
    expect(condition("plfts.a b", "doc").sql).toBe(`${T}."doc" @@ plainto_tsquery($1::text)`);
  });

  it("casts to a domain's base type, so a generic plan under RLS can still use the index", () => {
    const slug = { name: "slug", type: "public.slug", filterType: "text", defaultSql: null };
    const pages = tableRelation({ ...todos, name: "pages", columns: new Map([["slug", slug]]) });
    const compile = (text: string) =>
      compileCondition(parseFilter("slug", text), pages, new SqlParams());
    expect(compile("eq.a-b")).toBe(`"public"."pages"."slug" = cast($1::text as text)`);
    expect(compile("in.(a,b)")).toBe(`"public"."pages"."slug" = any(cast($1::text as text[]))`);
  });

  it("nests logic trees in parentheses", () => {
    const params = new SqlParams();
    const tree = parseLogicTree("or", true, "(id.eq.1,and(title.eq.a,title.neq.b))");
    expect(compileCondition(tree, relation, params)).toBe(
      `not (${T}."id" = cast($1::text as bigint) or (${T}."title" = cast($2::text as text) and ${T}."title" <> cast($3::text as text)))`,
    );
  });

  it("refuses an unknown column with Postgres's 42703", () => {
    expect(codeOf(() => condition("eq.1", "nope"))).toBe("42703");
  });
});

describe("compileRead", () => {
  it("binds every value, expands *, and counts the same query unpaged", () => {
    const query = parseQuery(
      new URLSearchParams("select=*&title=eq.x&order=id.desc&limit=5&offset=10"),
    );
    const { sql, params } = compileRead(query, relation, qualifiedTableName(todos), true);
    const columns = ["id", "title", "tags", "doc", "kind"]
      .map((c) => `${T}."${c}" as "${c}"`)
      .join(", ");
    expect(sql).toBe(
      `select coalesce(json_agg(pgrst_t), '[]')::text as body, (json_agg(pgrst_t) -> 0)::text as single, count(*)::int as page_count, (select count(*) from (select ${columns} from ${T} where ${T}."title" = cast($4::text as text)) pgrst_c)::int as total, null::int as inserted_count from (select ${columns} from ${T} where ${T}."title" = cast($1::text as text) order by ${T}."id" desc limit $2::text::bigint offset $3::text::bigint) pgrst_t`,
    );
    expect(params).toEqual(["x", "5", "10", "x"]);
  });

  it("aliases and whitelisted casts; other casts are 42704; no relationship PGRST200", () => {
    const query = parseQuery(new URLSearchParams("select=t:title,id::text"));
    expect(compileRead(query, relation, T, false).sql).toContain(
      `select ${T}."title" as "t", cast(${T}."id" as text) as "id" from`,
    );
    const badCast = parseQuery(new URLSearchParams("select=id::regclass"));
    expect(codeOf(() => compileRead(badCast, relation, T, false))).toBe("42704");
    const embed = parseQuery(new URLSearchParams("select=id,owner(name)"));
    const catalog = { tables: new Map([["todos", todos]]), functions: new Map(), foreignKeys: [] };
    const withCatalog = tableRelation(todos, T, catalog);
    expect(codeOf(() => compileRead(embed, withCatalog, T, false))).toBe("PGRST200");
    expect(codeOf(() => compileRead(embed, relation, T, false))).toBe("PGRST127");
  });
});

describe("compileInsert / compileUpdate / compileDelete", () => {
  const rowsJson = '[{"title":"a"}]';

  it("inserts from json_to_record with the columns' types; RETURNING 1 without a select", () => {
    const { sql, params } = compileInsert({
      table: todos,
      rowsJson,
      columns: ["title", "kind"],
      prefs: parsePrefer(undefined),
    });
    expect(sql).toBe(
      `with pgrst_m as (insert into ${T} ("title", "kind") select pgrst_r."title", pgrst_r."kind" from json_array_elements($1::text::json) as pgrst_e(v) cross join lateral json_to_record(pgrst_e.v) as pgrst_r("title" text, "kind" public.todo_kind) returning 1 as pgrst_one) select null::text as body, null::text as single, count(*)::int as page_count, null::int as total, null::int as inserted_count from pgrst_m`,
    );
    expect(params).toEqual([rowsJson]);
  });

  it("missing=default falls back to the catalog's default for absent keys", () => {
    const { sql, params } = compileInsert({
      table: todos,
      rowsJson,
      columns: ["tags"],
      prefs: parsePrefer("missing=default"),
    });
    expect(sql).toContain(
      `case when pgrst_e.v::jsonb ? $2::text then pgrst_r."tags" else '{}'::text[] end`,
    );
    expect(params).toEqual([rowsJson, "tags"]);
  });

  it("upserts on the primary key or on_conflict, merging or ignoring", () => {
    const merge = compileInsert({
      table: todos,
      rowsJson,
      columns: ["id", "title"],
      prefs: parsePrefer("resolution=merge-duplicates"),
    });
    expect(merge.sql).toContain(
      `on conflict ("id") do update set "id" = excluded."id", "title" = excluded."title" returning 1 as pgrst_one, (xmax = 0) as pgrst_inserted`,
    );
    const ignore = compileInsert({
      table: todos,
      rowsJson,
      columns: ["title"],
      onConflict: ["title"],
      prefs: parsePrefer("resolution=ignore-duplicates"),
    });
    expect(ignore.sql).toContain(`on conflict ("title") do nothing returning 1`);
    expect(
      codeOf(() =>
        compileInsert({
          table: todos,
          rowsJson,
          columns: ["title"],
          onConflict: ["nope"],
          prefs: parsePrefer("resolution=merge-duplicates"),
        }),
      ),
    ).toBe("PGRST204");
  });

  it("refuses a body column the table lacks with PGRST204", () => {
    expect(
      codeOf(() =>
        compileInsert({
          table: todos,
          rowsJson,
          columns: ["colour"],
          prefs: parsePrefer(undefined),
        }),
      ),
    ).toBe("PGRST204");
  });

  it("updates and deletes under the filters, returning the selected columns", () => {
    const conditions = [parseFilter("id", "eq.1")];
    const update = compileUpdate({
      table: todos,
      rowJson: '{"title":"b"}',
      columns: ["title"],
      conditions,
      select: [{ type: "column", name: "title" }],
    });
    expect(update.sql).toBe(
      `with pgrst_m as (update ${T} set "title" = pgrst_r."title" from json_to_record($1::text::json) as pgrst_r("title" text) where ${T}."id" = cast($2::text as bigint) returning ${T}.*) select coalesce(json_agg(pgrst_t), '[]')::text as body, (json_agg(pgrst_t) -> 0)::text as single, count(*)::int as page_count, null::int as total, null::int as inserted_count from (select pgrst_m."title" as "title" from pgrst_m) pgrst_t`,
    );
    const remove = compileDelete({ table: todos, conditions });
    expect(remove.sql).toContain(
      `delete from ${T} where ${T}."id" = cast($1::text as bigint) returning 1 as pgrst_one`,
    );
  });
});

describe("chooseFunction / compileRpc", () => {
  const add = (names: string[], defaults = 0): FunctionInfo => ({
    name: "add",
    arguments: names.map((name, i) => ({
      name,
      type: "integer",
      hasDefault: i >= names.length - defaults,
    })),
    returnsSet: false,
    returns: "scalar",
  });

  it("picks the overload whose names match, counting defaults", () => {
    const two = add(["a", "b"], 1);
    const three = add(["a", "b", "c"]);
    expect(chooseFunction("add", [two, three], ["a"])).toBe(two);
    expect(chooseFunction("add", [two, three], ["a", "b", "c"])).toBe(three);
    expect(codeOf(() => chooseFunction("add", [two, add(["a", "b"])], ["a", "b"]))).toBe(
      "PGRST203",
    );
  });

  it("lists ambiguous candidates sorted by signature, as PostgREST does", () => {
    const text = add(["a"]);
    text.arguments = [{ name: "a", type: "text", hasDefault: false }];
    expect(errorOf(() => chooseFunction("add", [text, add(["a"])], ["a"]))).toMatchObject({
      message:
        "Could not choose the best candidate function between: public.add(a => integer), public.add(a => text)",
    });
  });

  it("says what PostgREST says when nothing matches", () => {
    expect(errorOf(() => chooseFunction("add", [add(["a"])], ["y", "x"]))).toEqual({
      code: "PGRST202",
      message: "Could not find the function public.add(x, y) in the schema cache",
      details:
        "Searched for the function public.add with parameters x, y or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.",
      hint: null,
    });
    expect(errorOf(() => chooseFunction("nope", undefined, []))).toMatchObject({
      message: "Could not find the function public.nope without parameters in the schema cache",
    });
  });

  it("calls with named arguments read through json_to_record", () => {
    const { sql, params } = compileRpc(
      add(["a", "b"]),
      '{"a":1,"b":2}',
      parseQuery(new URLSearchParams()),
    );
    expect(sql).toBe(
      `select pgrst_s.v::text as body, null::text as single, 1 as page_count, null::int as total, null::int as inserted_count from (select to_json("public"."add"("a" => pgrst_args."a", "b" => pgrst_args."b")) as v from json_to_record($1::text::json) as pgrst_args("a" integer, "b" integer)) pgrst_s`,
    );
    expect(params).toEqual(['{"a":1,"b":2}']);
  });
});

describe("toArrayLiteral", () => {
  it("quotes and escapes every element", () => {
    expect(toArrayLiteral(['a"b', "c\\d", "", "{x}"])).toBe('{"a\\"b","c\\\\d","","{x}"}');
  });
});
