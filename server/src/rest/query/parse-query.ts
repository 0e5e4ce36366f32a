import { parseError } from "../rest-errors.ts";
import { parseFilter, parseLogicTree } from "./parse-filter.ts";
import { parseOrder } from "./parse-order.ts";
import { parseRange } from "./parse-range.ts";
import { parseSelect } from "./parse-select.ts";
import type { NodeModifiers, ReadQuery } from "./query-types.ts";

const RESERVED = new Set(["select", "columns", "on_conflict"]);
const LOGIC_KEYS: Record<string, { kind: "and" | "or"; isNegated: boolean }> = {
  or: { kind: "or", isNegated: false },
  and: { kind: "and", isNegated: false },
  "not.or": { kind: "or", isNegated: true },
  "not.and": { kind: "and", isNegated: true },
};
/** Checked in this order, so `rel.not.or` is `not.or` on `rel`, not `or` on `rel.not`. */
const MODIFIERS = ["not.or", "not.and", "or", "and", "order", "limit", "offset"];

/**
 * Parses the query string of a table or rpc request. `argumentNames` (GET rpc) are function
 * arguments, not filters. A key prefixed by an embed path (`rel.col`, `rel.order`, `a.b.limit`)
 * applies to that embedded resource, as in PostgREST.
 */
export function parseQuery(
  params: URLSearchParams,
  rangeHeader?: string,
  argumentNames: ReadonlySet<string> = new Set(),
): ReadQuery {
  const root = emptyModifiers();
  const embedded = new Map<string, NodeModifiers>();
  const nodeAt = (path: string | undefined) => {
    if (path === undefined) return root;
    const node = embedded.get(path) ?? emptyModifiers();
    embedded.set(path, node);
    return node;
  };
  const limits = new Map<string | undefined, { limit: string | null; offset: string | null }>();
  for (const [key, value] of params) {
    if (RESERVED.has(key) || argumentNames.has(key)) continue;
    const { path, name } = splitModifierKey(key);
    if (name === "order") nodeAt(path).order = parseOrder(value);
    else if (name === "limit" || name === "offset") {
      const entry = limits.get(path) ?? { limit: null, offset: null };
      entry[name] = value;
      limits.set(path, entry);
    } else if (name !== undefined) {
      const logic = LOGIC_KEYS[name] as { kind: "and" | "or"; isNegated: boolean };
      nodeAt(path).conditions.push(parseLogicTree(logic.kind, logic.isNegated, value));
    } else {
      const dot = key.lastIndexOf(".");
      const column = key.slice(dot + 1);
      nodeAt(dot < 0 ? undefined : key.slice(0, dot)).conditions.push(parseFilter(column, value));
    }
  }
  for (const [path, { limit, offset }] of limits) {
    nodeAt(path).range = parseRange(limit, offset, path === undefined ? rangeHeader : undefined);
  }
  if (!limits.has(undefined) && rangeHeader !== undefined) {
    root.range = parseRange(null, null, rangeHeader);
  }
  return { select: parseSelect(params.get("select")), ...root, embedded };
}

/** `a.b.order` is `order` on the embed path `a.b`; a key that is no modifier has no name. */
function splitModifierKey(key: string): { path?: string; name?: string } {
  for (const name of MODIFIERS) {
    if (key === name) return { name };
    if (key.endsWith(`.${name}`)) return { path: key.slice(0, -name.length - 1), name };
  }
  return {};
}

function emptyModifiers(): NodeModifiers {
  return { conditions: [], order: [], range: { offset: 0 } };
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
