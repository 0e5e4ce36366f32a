/**
 * Type parsing shared by both drivers so a row reads the same on PGlite and PostgreSQL:
 * int8 becomes a number (counters and ids here stay far below 2^53), numeric stays text
 * (no rounding), dates and timestamps become Date objects, json/jsonb are parsed.
 * Anything else keeps the driver's default, which is the same for both.
 */
export const OID = {
  int8: 20,
  numeric: 1700,
} as const;

export const sharedParsers: Record<number, (value: string) => unknown> = {
  [OID.int8]: (value) => Number(value),
  [OID.numeric]: (value) => value,
};
