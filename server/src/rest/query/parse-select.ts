import { parseError } from "../rest-errors.ts";
import type { AggregateFunction, SelectItem } from "./query-types.ts";

const NAME = /^[^,:()"\s]+$/;
const CAST = /^[a-z][a-z0-9_ ]*$/i;
/** `count()` or `col.sum()`, each optionally followed by a cast of the result. */
const AGGREGATE = /^(.*?)(count|sum|avg|min|max)\(\)(?:::([^:]+))?$/;

/** Parses `select=` (`*`, `col`, `alias:col`, `col::type`, `"quoted col"`, `rel(cols)`). */
export function parseSelect(text: string | null): SelectItem[] {
  if (text === null || text.trim() === "") return [{ type: "star" }];
  const what = `select parameter (${text})`;
  const items: SelectItem[] = [];
  let position = 0;
  for (const raw of splitTopLevel(text, what)) {
    const item = raw.text.trim();
    position = raw.start + 1;
    if (item === "") throw parseError(what, position, 'unexpected "," expecting field name');
    const aggregate = parseAggregate(item, what, position);
    if (aggregate) items.push(aggregate);
    else if (item.includes("(")) items.push(parseEmbed(item, what, position));
    else items.push(parseSelectItem(item, what, position));
  }
  return items;
}

function parseSelectItem(item: string, what: string, position: number): SelectItem {
  if (item === "*") return { type: "star" };
  let rest = item;
  let alias: string | undefined;
  const aliasMatch = /^("(?:[^"]|"")*"|[^:"]+):(?!:)/.exec(rest);
  if (aliasMatch?.[1]) {
    alias = unquote(aliasMatch[1].trim());
    rest = rest.slice(aliasMatch[0].length).trim();
  }
  let cast: string | undefined;
  const castIndex = rest.lastIndexOf("::");
  if (castIndex > 0) {
    cast = rest.slice(castIndex + 2).trim();
    rest = rest.slice(0, castIndex).trim();
    if (!CAST.test(cast))
      throw parseError(what, position, `unexpected "${cast}" expecting type name`);
  }
  const name = rest.startsWith('"') ? unquote(rest) : rest;
  if (name === "" || (!rest.startsWith('"') && !NAME.test(name))) {
    throw parseError(
      what,
      position,
      `unexpected "${rest}" expecting field name (* or [a..z0..9_$])`,
    );
  }
  return { type: "column", name, ...(alias ? { alias } : {}), ...(cast ? { cast } : {}) };
}

/**
 * `alias:count()::type` or `alias:col::type.sum()::type` (PostgREST's aggregate syntax); null
 * when the item is not an aggregate.
 */
function parseAggregate(item: string, what: string, position: number): SelectItem | null {
  const match = AGGREGATE.exec(item);
  if (!match) return null;
  const [, head = "", fn, aggregateCast] = match;
  const aggregate = fn as AggregateFunction;
  const isCount = head === "" || (head.endsWith(":") && !head.endsWith("::"));
  if (!head.endsWith(".") && !(isCount && aggregate === "count")) return null;
  if (aggregateCast !== undefined && !CAST.test(aggregateCast.trim())) {
    throw parseError(what, position, `unexpected "${aggregateCast}" expecting type name`);
  }
  const extra = aggregateCast === undefined ? {} : { aggregateCast: aggregateCast.trim() };
  if (isCount) {
    const alias = head === "" ? {} : { alias: unquote(head.slice(0, -1).trim()) };
    return { type: "column", name: "*", aggregate, ...alias, ...extra };
  }
  const column = parseSelectItem(head.slice(0, -1), what, position);
  if (column.type !== "column") throw parseError(what, position, 'unexpected "*"');
  return { ...column, aggregate, ...extra };
}

function unquote(text: string): string {
  return text.startsWith('"') && text.endsWith('"') && text.length >= 2
    ? text.slice(1, -1).replaceAll('""', '"')
    : text;
}

/** Splits on commas outside parentheses and double quotes; unbalanced input is a parse error. */
function splitTopLevel(text: string, what: string): { text: string; start: number }[] {
  const parts: { text: string; start: number }[] = [];
  let depth = 0;
  let isQuoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') isQuoted = !isQuoted;
    else if (isQuoted) continue;
    else if (ch === "(") depth++;
    else if (ch === ")") {
      depth--;
      if (depth < 0) throw parseError(what, i + 1, 'unexpected ")"');
    } else if (ch === "," && depth === 0) {
      parts.push({ text: text.slice(start, i), start });
      start = i + 1;
    }
  }
  if (depth !== 0 || isQuoted) throw parseError(what, text.length + 1, "unexpected end of input");
  parts.push({ text: text.slice(start), start });
  return parts;
}

const EMBED = /^(?:([^:()"]+):(?!:))?(\.\.\.)?([^!:()"\s]+)((?:![^!()"\s]+){0,2})\(([\s\S]*)\)$/;
const JOIN_TYPES = new Set(["inner", "left"]);

/**
 * `alias:target!hint!inner(inner select)` or `...target(inner)`; the inner list is parsed the
 * same way. The hint and the join type (`inner`, `left`) come in either order.
 */
function parseEmbed(item: string, what: string, position: number): SelectItem {
  const match = EMBED.exec(item);
  const target = match?.[3];
  if (!match || !target || target === "count") {
    throw parseError(what, position, `unexpected "${item}" expecting embedded resource`);
  }
  const [, alias, spread, , bangs = "", inner = ""] = match;
  const words = bangs.split("!").slice(1);
  const joinTypes = words.filter((word) => JOIN_TYPES.has(word));
  const hints = words.filter((word) => !JOIN_TYPES.has(word));
  if (joinTypes.length > 1 || hints.length > 1 || (spread && alias)) {
    throw parseError(what, position, `unexpected "${item}" expecting embedded resource`);
  }
  const [joinType] = joinTypes as ("inner" | "left")[];
  return {
    type: "embed",
    target,
    ...(alias ? { alias: alias.trim() } : {}),
    ...(hints[0] ? { hint: hints[0] } : {}),
    ...(joinType ? { joinType } : {}),
    isSpread: spread !== undefined,
    select: inner.trim() === "" ? [] : parseSelect(inner),
  };
}
