/** The parsed form of a PostgREST request: what the SQL compiler consumes. */

/** The aggregate functions PostgREST accepts in `select` (`count()`, `col.sum()`, ...). */
export type AggregateFunction = "count" | "sum" | "avg" | "min" | "max";

export type SelectItem =
  | { type: "star" }
  | {
      type: "column";
      /** `*` only for `count()`. */
      name: string;
      alias?: string;
      cast?: string;
      aggregate?: AggregateFunction;
      /** The cast applied to the aggregate's result, as in `amount.sum()::int`. */
      aggregateCast?: string;
    }
  /** `alias:target!hint!inner(select)`: a related table through a foreign key. */
  | {
      type: "embed";
      target: string;
      alias?: string;
      hint?: string;
      joinType?: "inner" | "left";
      isSpread: boolean;
      /** Empty for `target()`: the embed only filters, it adds no key. */
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
  /** `rel(col)`: a column of a to-one embedded resource. */
  relation?: string;
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

/** What filters, orders and pages one level of the result: the root or an embedded resource. */
export interface NodeModifiers {
  conditions: Condition[];
  order: OrderTerm[];
  range: RowRange;
}

export interface ReadQuery extends NodeModifiers {
  select: SelectItem[];
  /** `rel.col=...`, `rel.order=`, `rel.limit=`: keyed by the embed path joined with dots. */
  embedded: Map<string, NodeModifiers>;
}
