import { describe, expect, it } from "vitest";
import { FilterError, parseChangeFilter } from "./change-filter.ts";

// Postgres Changes filters, read as Supabase Realtime reads them.
describe("change filters", () => {
  const row = { id: 7, status: "confirmed", provider_id: "a1", price: 50100, note: null };

  it("matches each operator against the row's JSON image", () => {
    const cases: [string, boolean][] = [
      ["status=eq.confirmed", true],
      ["status=neq.confirmed", false],
      ["id=eq.7", true],
      ["price=gt.50000", true],
      ["price=gte.50100", true],
      ["price=lt.50100", false],
      ["price=lte.50100", true],
      ["provider_id=in.(a1,b2)", true],
      ['status=in.("pending","cancelled")', false],
      ["note=eq.null", true],
      ["missing=eq.x", false],
    ];
    for (const [filter, expected] of cases)
      expect([filter, parseChangeFilter(filter)(row)]).toEqual([filter, expected]);
    expect(parseChangeFilter(undefined)(row)).toBe(true);
  });

  it("names what is wrong with a filter it cannot read", () => {
    expect(() => parseChangeFilter("status")).toThrow(FilterError);
    expect(() => parseChangeFilter("status=like.x")).toThrow(/unknown operator like/);
    expect(() => parseChangeFilter("status=in.a,b")).toThrow(/in\.\(a,b\)/);
  });
});
