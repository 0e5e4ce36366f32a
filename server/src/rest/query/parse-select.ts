import { parseError } from "../rest-errors.ts";
import type { SelectItem } from "./query-types.ts";

const NAME = /^[^,:()"\s]+$/;
const CAST = /^[a-z][a-z0-9_ ]*$/i;

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
    if (item.includes("(")) {
      items.push(parseEmbed(item, what, position));
      continue;
    }
    items.push(parseSelectItem(item, what, position));
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

const EMBED = /^(?:([^:()"]+):(?!:))?(\.\.\.)?([^!:()"\s]+)(?:!([^()"\s]+))?\(([\s\S]*)\)$/;

/** `alias:target!hint(inner select)` or `...target(inner)`; the inner list is parsed the same way. */
function parseEmbed(item: string, what: string, position: number): SelectItem {
  const match = EMBED.exec(item);
  const target = match?.[3];
  if (!match || !target) {
    throw parseError(what, position, `unexpected "${item}" expecting embedded resource`);
  }
  const [, alias, spread, , hint, inner = ""] = match;
  return {
    type: "embed",
    target,
    ...(alias ? { alias: alias.trim() } : {}),
    ...(hint ? { hint } : {}),
    isSpread: spread !== undefined,
    select: parseSelect(inner),
  };
}
