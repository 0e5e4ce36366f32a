/** The parsed form of a PostgREST request: what the SQL compiler consumes. */

export type SelectItem =
  | { type: "star" }
  | { type: "column"; name: string; alias?: string; cast?: string }
  /** `alias:target!hint(select)`: a related table through a foreign key. */
  | {
      type: "embed";
      target: string;
      alias?: string;
      hint?: string;
      isSpread: boolean;
      select: SelectItem[];
    };

export const FILTER_OPERATORS = [
  "eq",
  "neq",
  "gt",
  "gte",
  "lt",
  "lte",
  "like",
  "ilike",
  "match",
  "imatch",
  "is",
  "isdistinct",
  "in",
  "cs",
  "cd",
  "ov",
  "sl",
  "sr",
  "nxl",
  "nxr",
  "adj",
  "fts",
  "plfts",
  "phfts",
  "wfts",
] as const;

export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export type IsValue = "null" | "not_null" | "true" | "false" | "unknown";

export interface Filter {
  kind: "filter";
  column: string;
  isNegated: boolean;
  operator: FilterOperator;
  /** The operand: one text for most operators, a list for `in`. */
  value: string | string[];
  /** Text search configuration, as in `fts(english)`. */
  language?: string;
}

export interface LogicTree {
  kind: "and" | "or";
  isNegated: boolean;
  conditions: Condition[];
}

export type Condition = Filter | LogicTree;

export interface OrderTerm {
  column: string;
  direction?: "asc" | "desc";
  nulls?: "first" | "last";
}

export interface Preferences {
  return?: "minimal" | "representation" | "headers-only";
  count?: "exact" | "planned" | "estimated";
  resolution?: "merge-duplicates" | "ignore-duplicates";
  missing?: "default" | "null";
  handling?: "lenient" | "strict";
  tx?: "commit" | "rollback";
  /** The preferences understood, in PostgREST's order, for `Preference-Applied`. */
  applied: string[];
  /** `max-affected=n`: enforced on PATCH/DELETE with `handling=strict` (PGRST124). */
  maxAffected?: number;
}

/** Rows to skip and the most to return (`undefined`: no limit). */
export interface RowRange {
  offset: number;
  limit?: number;
}

export interface ReadQuery {
  select: SelectItem[];
  conditions: Condition[];
  order: OrderTerm[];
  range: RowRange;
}
