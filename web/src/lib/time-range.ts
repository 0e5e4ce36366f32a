/**
 * A Postgres tstzrange as PostgREST sends it, e.g. `["2026-11-24 04:30:00+00","2026-11-24 05:30:00+00")`,
 * as the ISO instants of its bounds.
 */
export function parseTimeRange(range: string): { start: string; end: string } {
  const [start = "", end = ""] = range
    .slice(1, -1)
    .split(",")
    .map((bound) => toIso(bound.replaceAll('"', "").trim()));
  return { start, end };
}

/** "2026-11-24 04:30:00+00" -> "2026-11-24T04:30:00.000Z" (JavaScript wants "+00:00" offsets). */
function toIso(timestamp: string): string {
  const normalised = timestamp.replace(" ", "T").replace(/([+-]\d{2})$/, "$1:00");
  return new Date(normalised).toISOString();
}
