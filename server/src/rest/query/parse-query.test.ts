import { describe, expect, it } from "vitest";
import { RestError } from "../rest-errors.ts";
import { parseFilter, parseList, parseLogicTree } from "./parse-filter.ts";
import { parseOrder } from "./parse-order.ts";
import { parsePrefer } from "./parse-prefer.ts";
import { parseColumnList, parseQuery } from "./parse-query.ts";
import { parseRange } from "./parse-range.ts";
import { parseSelect } from "./parse-select.ts";

function failure(fn: () => unknown): RestError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error("expected a RestError");
}

describe("parseSelect", () => {
  it.each([
    [null, [{ type: "star" }]],
    ["", [{ type: "star" }]],
    ["*", [{ type: "star" }]],
    [
      "id,name",
      [
        { type: "column", name: "id" },
        { type: "column", name: "name" },
      ],
    ],
    [
      "id, name ",
      [
        { type: "column", name: "id" },
        { type: "column", name: "name" },
      ],
    ],
    ["label:name", [{ type: "column", name: "name", alias: "label" }]],
    ["score::text", [{ type: "column", name: "score", cast: "text" }]],
    ["s:score::int8", [{ type: "column", name: "score", alias: "s", cast: "int8" }]],
    ['"my col"', [{ type: "column", name: "my col" }]],
    ['"a""b":"c,d"', [{ type: "column", name: "c,d", alias: 'a"b' }]],
    ["$weird_1", [{ type: "column", name: "$weird_1" }]],
    [
      "profiles(name)",
      [
        {
          type: "embed",
          target: "profiles",
          isSpread: false,
          select: [{ type: "column", name: "name" }],
        },
      ],
    ],
    [
      "p:profiles!fk(*,x:a(b))",
      [
        {
          type: "embed",
          target: "profiles",
          alias: "p",
          hint: "fk",
          isSpread: false,
          select: [
            { type: "star" },
            {
              type: "embed",
              target: "a",
              alias: "x",
              isSpread: false,
              select: [{ type: "column", name: "b" }],
            },
          ],
        },
      ],
    ],
    ["...profiles()", [{ type: "embed", target: "profiles", isSpread: true, select: [] }]],
    [
      "n:count(),total:amount.sum()::int,a:price::int.avg()",
      [
        { type: "column", name: "*", aggregate: "count", alias: "n" },
        { type: "column", name: "amount", aggregate: "sum", alias: "total", aggregateCast: "int" },
        { type: "column", name: "price", aggregate: "avg", alias: "a", cast: "int" },
      ],
    ],
    [
      "o:offerings!provider_id!inner(id),x:items!left(*)",
      [
        {
          type: "embed",
          target: "offerings",
          alias: "o",
          hint: "provider_id",
          joinType: "inner",
          isSpread: false,
          select: [{ type: "column", name: "id" }],
        },
        {
          type: "embed",
          target: "items",
          alias: "x",
          joinType: "left",
          isSpread: false,
          select: [{ type: "star" }],
        },
      ],
    ],
  ])("%j", (text, items) => {
    expect(parseSelect(text)).toEqual(items);
  });

  it.each(["id,,name", "id)", "(id", "a b", "id::text;drop", '"open', "x::", "a b(c)", "p(x,,y)"])(
    "%j is PGRST100",
    (text) => {
      const error = failure(() => parseSelect(text));
      expect(error.code).toBe("PGRST100");
      expect(error.status).toBe(400);
      expect(error.message).toMatch(
        /^"failed to parse select parameter \(.*\)" \(line 1, column \d+\)$/,
      );
    },
  );
});

describe("parseFilter", () => {
  it("splits operator and value at the first dot only", () => {
    expect(parseFilter("title", "eq.a,b.c")).toEqual({
      kind: "filter",
      column: "title",
      isNegated: false,
      operator: "eq",
      value: "a,b.c",
    });
  });

  it.each([
    ["not.eq.5", { isNegated: true, operator: "eq", value: "5" }],
    ["eq.", { operator: "eq", value: "" }],
    ["is.NULL", { operator: "is", value: "null" }],
    ["is.not_null", { operator: "is", value: "not_null" }],
    ["is.Unknown", { operator: "is", value: "unknown" }],
    ["in.(1,2,3)", { operator: "in", value: ["1", "2", "3"] }],
    ['in.("a,b",c)', { operator: "in", value: ["a,b", "c"] }],
    ["in.()", { operator: "in", value: [] }],
    ["fts(english).cat", { operator: "fts", value: "cat", language: "english" }],
    ["not.wfts.a -b", { isNegated: true, operator: "wfts", value: "a -b" }],
    ["cs.{a,b}", { operator: "cs", value: "{a,b}" }],
    ["adj.[1,2)", { operator: "adj", value: "[1,2)" }],
  ])("%j", (text, expected) => {
    expect(parseFilter("c", text)).toMatchObject(expected);
  });

  it.each([
    "eq",
    "equals.1",
    "not.eq",
    "is.maybe",
    "in.1,2",
    "in.(a",
    "eq(english).x",
    "fts(en-gb).x",
  ])("%j is PGRST100", (text) => {
    expect(failure(() => parseFilter("c", text)).code).toBe("PGRST100");
  });
});

describe("parseList", () => {
  it("unquotes and unescapes quoted items", () => {
    expect(parseList('("a\\"b","(x)",plain)', "in")).toEqual(['a"b', "(x)", "plain"]);
  });
});

describe("parseLogicTree", () => {
  it("parses nested and/or with negation and list values", () => {
    expect(
      parseLogicTree("or", false, "(a.eq.1,not.and(b.gt.2,c.in.(1,2)),d.not.is.null)"),
    ).toEqual({
      kind: "or",
      isNegated: false,
      conditions: [
        { kind: "filter", column: "a", isNegated: false, operator: "eq", value: "1" },
        {
          kind: "and",
          isNegated: true,
          conditions: [
            { kind: "filter", column: "b", isNegated: false, operator: "gt", value: "2" },
            { kind: "filter", column: "c", isNegated: false, operator: "in", value: ["1", "2"] },
          ],
        },
        { kind: "filter", column: "d", isNegated: true, operator: "is", value: "null" },
      ],
    });
  });

  it("takes quoted values with commas and parentheses", () => {
    const tree = parseLogicTree("and", false, '(name.eq."a,b(c)",x.like.*y*)');
    expect(tree.conditions).toMatchObject([{ value: "a,b(c)" }, { value: "*y*" }]);
  });

  it.each(["a.eq.1", "(a.eq.1", "(a.eq.1))", "(a.eq.1,)", "(a.eq1)", "(.eq.1)", "()", "(a.eq.1)x"])(
    "%j is PGRST100",
    (text) => {
      expect(failure(() => parseLogicTree("or", false, text)).code).toBe("PGRST100");
    },
  );
});

describe("parseOrder", () => {
  it("reads direction and nulls for several columns", () => {
    expect(parseOrder("a.desc.nullslast,b,c.nullsfirst,d.asc")).toEqual([
      { column: "a", direction: "desc", nulls: "last" },
      { column: "b" },
      { column: "c", nulls: "first" },
      { column: "d", direction: "asc" },
    ]);
    expect(parseOrder(null)).toEqual([]);
  });

  it("reads a related order rel(col)", () => {
    expect(parseOrder("guide(name).desc,id")).toEqual([
      { column: "name", relation: "guide", direction: "desc" },
      { column: "id" },
    ]);
  });

  it.each(["a.up", "a.nullsfirst.desc", "a.asc.desc", ",a", "a,"])("%j is PGRST100", (text) => {
    expect(failure(() => parseOrder(text)).code).toBe("PGRST100");
  });
});

describe("parseRange", () => {
  it.each([
    [null, null, undefined, { offset: 0 }],
    ["10", "20", undefined, { offset: 20, limit: 10 }],
    ["0", null, undefined, { offset: 0, limit: 0 }],
    [null, null, "0-9", { offset: 0, limit: 10 }],
    [null, null, "5-", { offset: 5 }],
    [null, null, "items=2-3", { offset: 2, limit: 2 }],
    [null, null, "bogus", { offset: 0 }],
    ["5", null, "0-9", { offset: 0, limit: 5 }],
    [null, "8", "0-9", { offset: 8, limit: 2 }],
    [null, "20", "0-9", { offset: 20, limit: 0 }],
  ])("limit %j offset %j Range %j", (limit, offset, header, range) => {
    expect(parseRange(limit, offset, header)).toEqual(range);
  });

  it("refuses bad numbers (PGRST100) and an upside-down Range (PGRST103, 416)", () => {
    expect(failure(() => parseRange("-1", null, undefined)).code).toBe("PGRST100");
    expect(failure(() => parseRange(null, "x", undefined)).code).toBe("PGRST100");
    const error = failure(() => parseRange(null, null, "9-2"));
    expect([error.code, error.status]).toEqual(["PGRST103", 416]);
  });
});

describe("parsePrefer", () => {
  it("reads every known preference from one comma-joined header", () => {
    const prefs = parsePrefer(
      "return=representation, count=exact,resolution=merge-duplicates, missing=default, tx=rollback",
    );
    expect(prefs).toMatchObject({
      return: "representation",
      count: "exact",
      resolution: "merge-duplicates",
      missing: "default",
      tx: "rollback",
    });
    expect(prefs.applied).toEqual([
      "resolution=merge-duplicates",
      "missing=default",
      "count=exact",
      "return=representation",
      "tx=rollback",
    ]);
  });

  it("ignores unknown values, unless handling=strict (PGRST122)", () => {
    expect(parsePrefer("return=everything, timezone=UTC")).toEqual({ applied: [] });
    const error = failure(() => parsePrefer("handling=strict, return=everything"));
    expect([error.code, error.details]).toEqual([
      "PGRST122",
      "Invalid preferences: return=everything",
    ]);
    expect(parsePrefer("handling=strict, max-affected=5")).toEqual({
      handling: "strict",
      maxAffected: 5,
      applied: ["handling=strict", "max-affected=5"],
    });
  });
});

describe("parseQuery", () => {
  it("keeps reserved keys and rpc arguments out of the filters", () => {
    const params = new URLSearchParams(
      "select=a&order=a&limit=1&offset=2&columns=a&on_conflict=a&a=eq.1&or=(a.eq.2,b.eq.3)&not.and=(a.eq.1)&x=5",
    );
    const query = parseQuery(params, undefined, new Set(["x"]));
    expect(query.conditions.map((c) => c.kind)).toEqual(["filter", "or", "and"]);
    expect(query.range).toEqual({ offset: 2, limit: 1 });
  });

  it("decodes column lists, quoted or not", () => {
    expect(parseColumnList('"a","b c"', "columns")).toEqual(["a", "b c"]);
    expect(parseColumnList("user_id,slug", "on_conflict")).toEqual(["user_id", "slug"]);
    expect(parseColumnList(null, "columns")).toBeUndefined();
    expect(failure(() => parseColumnList("a,,b", "columns")).code).toBe("PGRST100");
  });
});
