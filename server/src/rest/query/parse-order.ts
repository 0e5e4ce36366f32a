import { parseError } from "../rest-errors.ts";
import type { OrderTerm } from "./query-types.ts";

const RELATED = /^([^()]+)\(([^()]+)\)$/;

/** Parses `order=col.desc.nullslast,rel(col),other` (direction and nulls are optional). */
export function parseOrder(text: string | null): OrderTerm[] {
  if (text === null) return [];
  const what = `order (${text})`;
  let position = 1;
  return text.split(",").map((part) => {
    const term = parseOrderTerm(part, what, position);
    position += part.length + 1;
    return term;
  });
}

function parseOrderTerm(part: string, what: string, position: number): OrderTerm {
  const words = part.split(".");
  const head = words[0] ?? "";
  if (head === "") throw parseError(what, position, "unexpected empty field name");
  const related = RELATED.exec(head);
  const term: OrderTerm = related
    ? { column: related[2] as string, relation: related[1] as string }
    : { column: head };
  let at = position + head.length + 1;
  for (const word of words.slice(1)) {
    if ((word === "asc" || word === "desc") && !term.direction && !term.nulls) {
      term.direction = word;
    } else if ((word === "nullsfirst" || word === "nullslast") && !term.nulls) {
      term.nulls = word === "nullsfirst" ? "first" : "last";
    } else {
      throw parseError(
        what,
        at,
        `unexpected "${word}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
      );
    }
    at += word.length + 1;
  }
  return term;
}
