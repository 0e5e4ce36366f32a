import { parseError, RestError } from "../rest-errors.ts";
import type { RowRange } from "./query-types.ts";

const NON_NEGATIVE = /^\d{1,15}$/;

/** Combines `offset`/`limit` with a `Range: first-last` header (PostgREST intersects them). */
export function parseRange(
  limitText: string | null,
  offsetText: string | null,
  rangeHeader: string | undefined,
): RowRange {
  const offset = readNonNegative(offsetText, "offset");
  const limit = readNonNegative(limitText, "limit");
  let range: RowRange = { offset: offset ?? 0, ...(limit === undefined ? {} : { limit }) };
  if (rangeHeader !== undefined) range = intersect(range, parseRangeHeader(rangeHeader));
  return range;
}

function readNonNegative(text: string | null, name: string): number | undefined {
  if (text === null) return undefined;
  if (!NON_NEGATIVE.test(text)) {
    throw parseError(`${name} parameter (${text})`, 1, `unexpected "${text}" expecting digit`);
  }
  return Number(text);
}

/** `Range: 0-9` or `Range: 10-` (items); anything else is ignored, as PostgREST ignores it. */
function parseRangeHeader(header: string): RowRange {
  const match = /^(?:items=)?\s*(\d{1,15})-(\d{1,15})?\s*$/.exec(header);
  if (!match?.[1]) return { offset: 0 };
  const first = Number(match[1]);
  if (match[2] === undefined) return { offset: first };
  const last = Number(match[2]);
  if (last < first) {
    throw new RestError(
      416,
      "PGRST103",
      "Requested range not satisfiable",
      "The lower boundary must be lower than or equal to the upper boundary in the Range header.",
    );
  }
  return { offset: first, limit: last - first + 1 };
}

function intersect(a: RowRange, b: RowRange): RowRange {
  const offset = Math.max(a.offset, b.offset);
  const ends = [a, b]
    .filter((r): r is Required<RowRange> => r.limit !== undefined)
    .map((r) => r.offset + r.limit);
  if (ends.length === 0) return { offset };
  return { offset, limit: Math.max(0, Math.min(...ends) - offset) };
}
