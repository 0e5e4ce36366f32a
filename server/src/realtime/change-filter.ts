/**
 * A Postgres Changes filter as Supabase Realtime reads it: `column=op.value` with eq, neq, lt, lte,
 * gt, gte or in (`in.(a,b)`), matched against the changed row's JSON image.
 */

export type ChangeFilter = (record: Record<string, unknown>) => boolean;

const OPERATORS = ["eq", "neq", "lt", "lte", "gt", "gte", "in"] as const;
type Operator = (typeof OPERATORS)[number];

export class FilterError extends Error {}

/** The matcher for `filter`, or FilterError with what is wrong; no filter matches every row. */
export function parseChangeFilter(filter: string | undefined): ChangeFilter {
  if (filter === undefined || filter === "") return () => true;
  const match = /^([^=]+)=([a-z]+)\.(.*)$/s.exec(filter);
  if (!match) throw new FilterError(`invalid filter "${filter}": expected column=operator.value`);
  const [, column, operator, value] = match as unknown as [string, string, string, string];
  if (!OPERATORS.includes(operator as Operator)) {
    throw new FilterError(`invalid filter "${filter}": unknown operator ${operator}`);
  }
  if (operator === "in") {
    const list = /^\((.*)\)$/s.exec(value);
    if (!list) throw new FilterError(`invalid filter "${filter}": in needs a list like in.(a,b)`);
    const values = new Set(list[1]!.split(",").map((item) => unquote(item.trim())));
    return (record) => record[column] !== undefined && values.has(textOf(record[column]));
  }
  return (record) =>
    record[column] !== undefined && compare(operator as Operator, record[column], value);
}

function compare(operator: Operator, cell: unknown, value: string): boolean {
  if (operator === "eq") return textOf(cell) === value;
  if (operator === "neq") return textOf(cell) !== value;
  if (cell === null) return false;
  const order =
    typeof cell === "number" && value.trim() !== "" && Number.isFinite(Number(value))
      ? cell - Number(value)
      : codePointOrder(textOf(cell), value);
  if (operator === "lt") return order < 0;
  if (operator === "lte") return order <= 0;
  if (operator === "gt") return order > 0;
  return order >= 0;
}

function codePointOrder(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0;
}

/** How a cell reads in a filter: strings as they are, everything else as its JSON text. */
function textOf(cell: unknown): string {
  return typeof cell === "string" ? cell : JSON.stringify(cell);
}

function unquote(item: string): string {
  return /^".*"$/s.test(item) ? item.slice(1, -1) : item;
}
