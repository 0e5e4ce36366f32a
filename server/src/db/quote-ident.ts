/** Quotes an identifier read from the catalog (or checked against it) for use in SQL text. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
