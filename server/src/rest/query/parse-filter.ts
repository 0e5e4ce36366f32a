import { parseError } from "../rest-errors.ts";
import {
  type Condition,
  type Filter,
  FILTER_OPERATORS,
  type FilterOperator,
  type LogicTree,
} from "./query-types.ts";

const IS_VALUES = new Set(["null", "not_null", "true", "false", "unknown"]);
const FTS_OPERATORS = new Set<FilterOperator>(["fts", "plfts", "phfts", "wfts"]);
const LANGUAGE = /^[A-Za-z0-9_]+$/;

/** Parses a horizontal filter `column=[not.]op[(language)].value` (the value runs to the end). */
export function parseFilter(column: string, text: string): Filter {
  const what = `filter (${text})`;
  let rest = text;
  let offset = 0;
  let isNegated = false;
  if (rest.startsWith("not.")) {
    isNegated = true;
    rest = rest.slice(4);
    offset = 4;
  }
  const dot = rest.indexOf(".");
  if (dot < 0)
    throw parseError(what, text.length + 1, "unexpected end of input expecting operator");
  const head = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  const { operator, language } = parseOperator(head, what, offset + 1);
  return buildFilter(column, isNegated, operator, language, value, what, offset + dot + 2);
}

function parseOperator(
  head: string,
  what: string,
  column: number,
): { operator: FilterOperator; language?: string } {
  const match = /^([a-z]+)(?:\(([^)]*)\))?$/.exec(head);
  const operator = match?.[1] as FilterOperator | undefined;
  if (!match || !operator || !(FILTER_OPERATORS as readonly string[]).includes(operator)) {
    throw parseError(what, column, `unexpected "${head}" expecting operator (eq, gt, ...)`);
  }
  const language = match[2];
  if (language !== undefined && (!FTS_OPERATORS.has(operator) || !LANGUAGE.test(language))) {
    throw parseError(what, column, `unexpected "(${language})"`);
  }
  return language === undefined ? { operator } : { operator, language };
}

function buildFilter(
  column: string,
  isNegated: boolean,
  operator: FilterOperator,
  language: string | undefined,
  value: string,
  what: string,
  valueColumn: number,
): Filter {
  const filter: Filter = { kind: "filter", column, isNegated, operator, value };
  if (language !== undefined) filter.language = language;
  if (operator === "is") {
    const lowered = value.toLowerCase();
    if (!IS_VALUES.has(lowered)) {
      throw parseError(what, valueColumn, `unexpected "${value}" expecting null or trilean value`);
    }
    filter.value = lowered;
  } else if (operator === "in") {
    filter.value = parseList(value, what, valueColumn);
  }
  return filter;
}

/** Parses `(a,"b,c",d)`: quoted items may hold `,()` and backslash escapes. */
export function parseList(text: string, what: string, column = 1): string[] {
  if (!text.startsWith("(") || !text.endsWith(")") || text.length < 2) {
    throw parseError(what, column, `unexpected "${text.slice(0, 1)}" expecting "("`);
  }
  const inner = text.slice(1, -1);
  if (inner === "") return [];
  const items: string[] = [];
  let i = 0;
  while (i <= inner.length) {
    if (inner[i] === '"') {
      let item = "";
      i++;
      while (i < inner.length && inner[i] !== '"') {
        if (inner[i] === "\\" && i + 1 < inner.length) i++;
        item += inner[i];
        i++;
      }
      if (inner[i] !== '"') throw parseError(what, column + i + 1, "unexpected end of input");
      i++;
      items.push(item);
      if (i < inner.length && inner[i] !== ",") {
        throw parseError(what, column + i + 1, `unexpected "${inner[i]}" expecting ","`);
      }
    } else {
      let end = inner.indexOf(",", i);
      if (end < 0) end = inner.length;
      const item = inner.slice(i, end);
      if (/[()]/.test(item)) throw parseError(what, column + i + 1, 'unexpected "(" or ")"');
      items.push(item);
      i = end;
    }
    i++;
  }
  return items;
}

/** Parses the value of `or=`/`and=` (and `not.or=`): `(cond,cond,...)`, nesting allowed. */
export function parseLogicTree(kind: "and" | "or", isNegated: boolean, text: string): LogicTree {
  const what = `logic tree (${text})`;
  const scanner = { text, at: 0, what };
  const tree = readTree(scanner, kind, isNegated);
  if (scanner.at !== text.length) {
    throw parseError(
      what,
      scanner.at + 1,
      `unexpected "${text[scanner.at]}" expecting end of input`,
    );
  }
  return tree;
}

interface Scanner {
  text: string;
  at: number;
  what: string;
}

function readTree(s: Scanner, kind: "and" | "or", isNegated: boolean): LogicTree {
  expectChar(s, "(");
  const conditions: Condition[] = [];
  for (;;) {
    conditions.push(readCondition(s));
    if (s.text[s.at] === ",") {
      s.at++;
      continue;
    }
    expectChar(s, ")");
    return { kind, isNegated, conditions };
  }
}

function expectChar(s: Scanner, ch: string): void {
  if (s.text[s.at] !== ch) {
    const found = s.at < s.text.length ? `"${s.text[s.at]}"` : "end of input";
    throw parseError(s.what, s.at + 1, `unexpected ${found} expecting "${ch}"`);
  }
  s.at++;
}

function readCondition(s: Scanner): Condition {
  const nested = /^(not\.)?(and|or)\(/.exec(s.text.slice(s.at));
  if (nested) {
    s.at += nested[0].length - 1;
    return readTree(s, nested[2] as "and" | "or", nested[1] !== undefined);
  }
  const start = s.at;
  const column = readUntil(s, ".");
  if (column === "") throw parseError(s.what, start + 1, "unexpected empty field name");
  s.at++;
  let isNegated = false;
  if (s.text.startsWith("not.", s.at)) {
    isNegated = true;
    s.at += 4;
  }
  const opStart = s.at;
  const head = readOperatorHead(s);
  const { operator, language } = parseOperator(head, s.what, opStart + 1);
  expectChar(s, ".");
  const valueStart = s.at;
  const value = readValue(s);
  return buildFilter(column, isNegated, operator, language, value, s.what, valueStart + 1);
}

function readUntil(s: Scanner, stop: string): string {
  const start = s.at;
  while (s.at < s.text.length && s.text[s.at] !== stop && !",()".includes(s.text[s.at] ?? "")) {
    s.at++;
  }
  if (s.text[s.at] !== stop) {
    const found = s.at < s.text.length ? `"${s.text[s.at]}"` : "end of input";
    throw parseError(s.what, s.at + 1, `unexpected ${found} expecting "${stop}"`);
  }
  return s.text.slice(start, s.at);
}

function readOperatorHead(s: Scanner): string {
  const match = /^[a-z]+(\([A-Za-z0-9_]*\))?/.exec(s.text.slice(s.at));
  const head = match?.[0] ?? "";
  s.at += head.length;
  return head;
}

/** A value runs to the next `,` or `)` outside parentheses and quotes; `"..."` is unquoted. */
function readValue(s: Scanner): string {
  if (s.text[s.at] === '"') {
    let value = "";
    s.at++;
    while (s.at < s.text.length && s.text[s.at] !== '"') {
      if (s.text[s.at] === "\\" && s.at + 1 < s.text.length) s.at++;
      value += s.text[s.at];
      s.at++;
    }
    expectChar(s, '"');
    return value;
  }
  const start = s.at;
  let depth = 0;
  let isQuoted = false;
  while (s.at < s.text.length) {
    const ch = s.text[s.at];
    if (ch === '"') isQuoted = !isQuoted;
    else if (!isQuoted && ch === "(") depth++;
    else if (!isQuoted && ch === ")") {
      if (depth === 0) break;
      depth--;
    } else if (!isQuoted && ch === "," && depth === 0) break;
    s.at++;
  }
  return s.text.slice(start, s.at);
}
