import { describe, expect, it } from "vitest";
import { compileReadOnce } from "./compiled-reads.ts";
import { RestError } from "./rest-errors.ts";
import type { SchemaCatalog } from "./schema-cache.ts";
import { tableWithId } from "./testing/table-with-id.ts";

const todos = tableWithId("todos", [
  { name: "id", type: "bigint", filterType: "bigint", defaultSql: null },
  { name: "title", type: "text", filterType: "text", defaultSql: null },
]);
const catalog = (): SchemaCatalog => ({
  tables: new Map([["todos", todos]]),
  functions: new Map(),
  foreignKeys: [],
});
const request = (search: string, rangeHeader?: string) => ({
  search,
  params: new URLSearchParams(search),
  rangeHeader,
});

describe("compileReadOnce", () => {
  it("gives the same compiled read for the same query string, Range and count", () => {
    const schema = catalog();
    const first = compileReadOnce(schema, todos, request("select=id&title=eq.a"), false);
    expect(compileReadOnce(schema, todos, request("select=id&title=eq.a"), false)).toBe(first);
    expect(first.compiled.params).toEqual(["a"]);
    const other = compileReadOnce(schema, todos, request("select=id&title=eq.b"), false);
    expect(other.compiled.params).toEqual(["b"]);
    const counted = compileReadOnce(schema, todos, request("select=id&title=eq.a"), true);
    expect(counted.compiled.sql).not.toBe(first.compiled.sql);
    const ranged = compileReadOnce(schema, todos, request("select=id&title=eq.a", "0-4"), false);
    expect(ranged.query.range).toEqual({ offset: 0, limit: 5 });
    expect(first.query.range).toEqual({ offset: 0 });
  });

  it("starts afresh with a reloaded catalog, and keeps no failure", () => {
    const first = compileReadOnce(catalog(), todos, request("select=id"), false);
    expect(compileReadOnce(catalog(), todos, request("select=id"), false)).not.toBe(first);
    const schema = catalog();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(() => compileReadOnce(schema, todos, request("select=nope"), false)).toThrow(
        RestError,
      );
    }
  });
});
