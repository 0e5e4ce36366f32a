import type { Condition, Filter, FilterOperator } from "../query/query-types.ts";
import { columnRef, findColumn, type Relation } from "./relation.ts";
import type { SqlParams } from "./sql-params.ts";

const COMPARISONS: Partial<Record<FilterOperator, string>> = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  cs: "@>",
  cd: "<@",
  ov: "&&",
  sl: "<<",
  sr: ">>",
  // PostgREST: nxr is "does not extend to the right of" (&<), nxl "... to the left of" (&>).
  nxr: "&<",
  nxl: "&>",
  adj: "-|-",
  isdistinct: "is distinct from",
};
const PATTERNS: Partial<Record<FilterOperator, string>> = {
  like: "like",
  ilike: "ilike",
  match: "~",
  imatch: "~*",
};
const TEXT_SEARCH: Partial<Record<FilterOperator, string>> = {
  fts: "to_tsquery",
  plfts: "plainto_tsquery",
  phfts: "phraseto_tsquery",
  wfts: "websearch_to_tsquery",
};
const IS_SQL: Record<string, string> = {
  null: "is null",
  not_null: "is not null",
  true: "is true",
  false: "is false",
  unknown: "is unknown",
};

/** Compiles conditions joined by `and` to a WHERE clause ("" when there are none). */
export function compileWhere(conditions: Condition[], relation: Relation, params: SqlParams) {
  if (conditions.length === 0) return "";
  return ` where ${conditions.map((c) => compileCondition(c, relation, params)).join(" and ")}`;
}

export function compileCondition(
  condition: Condition,
  relation: Relation,
  params: SqlParams,
): string {
  if (condition.kind === "filter") return compileFilter(condition, relation, params);
  const joined = condition.conditions
    .map((c) => compileCondition(c, relation, params))
    .join(` ${condition.kind} `);
  return condition.isNegated ? `not (${joined})` : `(${joined})`;
}

function compileFilter(filter: Filter, relation: Relation, params: SqlParams): string {
  const sql = compilePositiveFilter(filter, relation, params);
  return filter.isNegated ? `not (${sql})` : sql;
}

function compilePositiveFilter(filter: Filter, relation: Relation, params: SqlParams): string {
  const embedAlias = relation.embeds?.get(filter.column)?.alias;
  if (
    embedAlias &&
    filter.operator === "is" &&
    (filter.value === "null" || filter.value === "not_null")
  ) {
    // PostgREST's null filter on an embed: keeps the rows with (or without) related rows.
    return `${embedAlias} is ${filter.value === "null" ? "not " : ""}distinct from null`;
  }
  const column = columnRef(relation, filter.column);
  const type = findColumn(relation, filter.column)?.filterType;
  const { operator, value } = filter;
  if (Array.isArray(value)) {
    const list = params.add(toArrayLiteral(value));
    return `${column} = any(cast(${list} as ${type ? `${type}[]` : "text[]"}))`;
  }
  if (operator === "is") return `${column} ${IS_SQL[value] ?? "is null"}`;
  const comparison = COMPARISONS[operator];
  if (comparison) return `${column} ${comparison} ${typedValue(params.add(value), type)}`;
  const pattern = PATTERNS[operator];
  if (pattern) {
    const text = operator === "like" || operator === "ilike" ? value.replaceAll("*", "%") : value;
    return `${column} ${pattern} ${params.add(text)}`;
  }
  const tsquery = TEXT_SEARCH[operator] ?? "to_tsquery";
  const language =
    filter.language === undefined ? "" : `${params.add(filter.language)}::regconfig, `;
  const vector = type === "tsvector" ? column : `to_tsvector(${language}${column})`;
  return `${vector} @@ ${tsquery}(${language}${params.add(value)})`;
}

/** Casts a text parameter to the column's type, so Postgres reports bad values as 22P02. */
function typedValue(placeholder: string, type: string | undefined): string {
  return type ? `cast(${placeholder} as ${type})` : placeholder;
}

/** `{"a","b"}`: a Postgres array literal with every element quoted and escaped. */
export function toArrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`).join(",")}}`;
}
