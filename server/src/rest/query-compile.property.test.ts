import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { readPostgresError } from "../db/postgres-error.ts";
import { useTestServer } from "../testing/use-test-server.ts";
import { parsePrefer } from "./query/parse-prefer.ts";
import { parseQuery } from "./query/parse-query.ts";
import { RestError } from "./rest-errors.ts";
import { createSchemaCache, type TableInfo } from "./schema-cache.ts";
import { compileRead } from "./sql/compile-read.ts";
import { qualifiedTableName, tableRelation } from "./sql/relation.ts";
import { applyProbeFixture } from "./testing/probe-fixture.ts";

// Random query strings and headers: no exception escapes the parser and compiler, every answer
// is a PostgREST error or a statement Postgres accepts (bad values may still fail as data errors).
const server = useTestServer({ prepare: applyProbeFixture });
let probe: TableInfo;

beforeAll(async () => {
  const catalog = await createSchemaCache(server.db, server.clock).get();
  probe = catalog.tables.get("probe") as TableInfo;
});

const columns = ["id", "name", "score", "tags", "meta", "span", "note", "done", "slug", "nope"];
const operators = [
  "eq",
  "neq",
  "gt",
  "lt",
  "like",
  "ilike",
  "match",
  "is",
  "in",
  "cs",
  "cd",
  "ov",
  "adj",
  "fts",
  "wfts",
  "fts(english)",
  "not.eq",
  "not.in",
  "bad",
];
const noise = fc.string({
  unit: fc.constantFrom(..."ab1.,()\"\\*:;'-% {}[]!$\u00e9\n".split("")),
  maxLength: 12,
});
const word = fc.oneof(fc.constantFrom(...columns), noise);
const value = fc.oneof(
  noise,
  fc.constantFrom("1", "null", "true", "(1,2)", '("a,b",c)', "{a,b}", "[1,5)", "x y"),
);
const filter = fc.tuple(fc.constantFrom(...operators), value).map(([op, v]) => `${op}.${v}`);
const treeItem = fc.tuple(word, filter).map(([c, f]) => `${c}.${f}`);
const tree = fc
  .array(
    fc.oneof(
      treeItem,
      treeItem.map((t) => `and(${t})`),
      noise,
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((items) => `(${items.join(",")})`);
const param = fc.oneof(
  fc.tuple(word, fc.oneof(filter, noise)),
  fc.tuple(fc.constantFrom("or", "and", "not.or"), fc.oneof(tree, noise)),
  fc.tuple(
    fc.constant("select"),
    fc
      .array(
        fc.oneof(
          word,
          word.map((w) => `x:${w}`),
          word.map((w) => `${w}::text`),
          fc.constantFrom("count()", "n:count()::text", "probe(count)", "probe!inner()"),
          fc
            .tuple(word, fc.constantFrom("sum", "avg", "min", "max", "count"))
            .map(([w, fn]) => `${w}.${fn}()`),
          noise,
        ),
        { maxLength: 3 },
      )
      .map((s) => s.join(",")),
  ),
  fc.tuple(
    fc.constant("order"),
    fc
      .array(
        fc
          .tuple(word, fc.constantFrom("", ".desc", ".asc.nullsfirst", ".up"))
          .map(([w, m]) => w + m),
        { minLength: 1, maxLength: 2 },
      )
      .map((s) => s.join(",")),
  ),
  fc.tuple(fc.constantFrom("limit", "offset"), fc.oneof(fc.nat(50).map(String), noise)),
  // Modifiers on an embedded resource: refused unless the select embeds it.
  fc.tuple(
    fc
      .tuple(word, fc.constantFrom("", ".order", ".limit", ".or"))
      .map(([w, m]) => `probe.${w}${m}`),
    fc.oneof(filter, noise),
  ),
);
const queryString = fc
  .array(param, { maxLength: 5 })
  .map((pairs) => new URLSearchParams(pairs).toString());
const rangeHeader = fc.option(fc.oneof(fc.constantFrom("0-9", "5-", "9-2", "items=1-2"), noise), {
  nil: undefined,
});
const preferHeader = fc.option(
  fc.oneof(
    fc.constantFrom("count=exact", "return=representation, count=planned", "handling=strict, x=y"),
    noise,
  ),
  { nil: undefined },
);

// 42803: a column neither grouped nor aggregated once the select has an aggregate (ordering by
// it), which PostgREST passes on as well. 42804: `is.true` or `is.false` on a column that is not
// boolean (`or=(id.is.true)`), which Postgres refuses as it refuses PostgREST's same query.
const ACCEPTED_DATABASE_ERRORS = /^(22|42883|42704|2201|42803|42804)/;

function expectPostgrestError(error: unknown): void {
  expect(error).toBeInstanceOf(RestError);
  const restError = error as RestError;
  expect(restError.status).toBeGreaterThanOrEqual(400);
  expect(restError.status).toBeLessThan(500);
  expect(restError.code).toMatch(/^(PGRST\d{3}|[0-9A-Z]{5})$/);
}

describe("parser and compiler under random input", () => {
  it("answer a PostgREST error or a query Postgres runs", async () => {
    await fc.assert(
      fc.asyncProperty(queryString, rangeHeader, preferHeader, async (qs, range, prefer) => {
        let compiled;
        try {
          parsePrefer(prefer);
          const query = parseQuery(new URLSearchParams(qs), range);
          compiled = compileRead(query, tableRelation(probe), qualifiedTableName(probe), true);
        } catch (error) {
          expectPostgrestError(error);
          return;
        }
        const placeholders = [...compiled.sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]));
        expect(Math.max(0, ...placeholders)).toBe(compiled.params.length);
        try {
          await server.db.transaction((tx) => tx.query(compiled.sql, compiled.params));
        } catch (error) {
          const pgError = readPostgresError(error);
          // A tsquery with bad syntax is the client's text, not our SQL: Postgres says 42601 too.
          const isBadTsquery = pgError?.code === "42601" && pgError.message.includes("tsquery");
          if (!isBadTsquery) expect(pgError?.code).toMatch(ACCEPTED_DATABASE_ERRORS);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("through HTTP: never a 5xx, always a JSON array or a PostgREST error body", async () => {
    await fc.assert(
      fc.asyncProperty(
        queryString,
        rangeHeader,
        preferHeader,
        fc.constantFrom("GET", "HEAD", "DELETE"),
        async (qs, range, prefer, method) => {
          const headers: Record<string, string> = { apikey: server.keys.anonKey };
          if (range !== undefined) headers.Range = range.replace(/\n/g, "");
          if (prefer !== undefined) headers.Prefer = prefer.replace(/\n/g, "");
          const reply = await server.fetch(`http://localhost/rest/v1/probe?${qs}`, {
            method,
            headers,
          });
          expect(reply.status).toBeLessThan(500);
          const text = await reply.text();
          if (method === "HEAD" || reply.status === 204) return;
          const body = JSON.parse(text) as unknown;
          if (reply.status >= 400)
            expect(Object.keys(body as object).sort()).toEqual([
              "code",
              "details",
              "hint",
              "message",
            ]);
          else expect(Array.isArray(body)).toBe(true);
        },
      ),
      { numRuns: 250 },
    );
  });
});
