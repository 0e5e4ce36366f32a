/**
 * Postgres `text` and `jsonb` cannot hold NUL, and a lone UTF-16 surrogate has no UTF-8 form:
 * both would fail (or be silently replaced) deep inside a write, so requests are refused first.
 */
export function describeUnstorableText(text: string): string | undefined {
  if (text.includes("\u0000")) return "contains a NUL character (\\u0000)";
  if (!text.isWellFormed()) return "contains invalid UTF-16 (a lone surrogate)";
  return undefined;
}

/**
 * The first string or key in a parsed JSON value that Postgres cannot store: the dotted path of
 * the string, or of the object holding the key (never the bad text itself), and the problem.
 */
export function findUnstorableText(
  value: unknown,
  path = "",
): { path: string; problem: string } | undefined {
  if (typeof value === "string") {
    const problem = describeUnstorableText(value);
    return problem ? { path, problem } : undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path === "" ? key : `${path}.${key}`;
    const keyProblem = describeUnstorableText(key);
    if (keyProblem) return { path, problem: `has a key that ${keyProblem}` };
    const found = findUnstorableText(item, itemPath);
    if (found) return found;
  }
  return undefined;
}
