import { parseError } from "../rest-errors.ts";
import { parseFilter, parseLogicTree } from "./parse-filter.ts";
import { parseOrder } from "./parse-order.ts";
import { parseRange } from "./parse-range.ts";
import { parseSelect } from "./parse-select.ts";
import type { Condition, ReadQuery } from "./query-types.ts";

const RESERVED = new Set(["select", "order", "limit", "offset", "columns", "on_conflict"]);
const LOGIC_KEYS: Record<string, { kind: "and" | "or"; isNegated: boolean }> = {
  or: { kind: "or", isNegated: false },
  and: { kind: "and", isNegated: false },
  "not.or": { kind: "or", isNegated: true },
  "not.and": { kind: "and", isNegated: true },
};

/**
 * Parses the query string of a table or rpc request. `argumentNames` (GET rpc) are function
 * arguments, not filters.
 */
export function parseQuery(
  params: URLSearchParams,
  rangeHeader?: string,
  argumentNames: ReadonlySet<string> = new Set(),
): ReadQuery {
  const conditions: Condition[] = [];
  for (const [key, value] of params) {
    if (RESERVED.has(key) || argumentNames.has(key)) continue;
    const logic = LOGIC_KEYS[key];
    conditions.push(
      logic ? parseLogicTree(logic.kind, logic.isNegated, value) : parseFilter(key, value),
    );
  }
  return {
    select: parseSelect(params.get("select")),
    conditions,
    order: parseOrder(params.get("order")),
    range: parseRange(params.get("limit"), params.get("offset"), rangeHeader),
  };
}

/** Parses `columns="a","b"` or `on_conflict=a,b` into column names. */
export function parseColumnList(text: string | null, name: string): string[] | undefined {
  if (text === null) return undefined;
  const names = text.split(",").map((part) => {
    const trimmed = part.trim();
    return trimmed.startsWith('"') && trimmed.endsWith('"') && trimmed.length >= 2
      ? trimmed.slice(1, -1)
      : trimmed;
  });
  if (names.some((n) => n === "")) {
    throw parseError(`${name} parameter (${text})`, 1, "unexpected empty column name");
  }
  return names;
}
