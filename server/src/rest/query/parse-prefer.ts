import { RestError } from "../rest-errors.ts";
import type { Preferences } from "./query-types.ts";

const KNOWN: Record<string, readonly string[]> = {
  return: ["minimal", "representation", "headers-only"],
  count: ["exact", "planned", "estimated"],
  resolution: ["merge-duplicates", "ignore-duplicates"],
  missing: ["default", "null"],
  handling: ["lenient", "strict"],
  tx: ["commit", "rollback"],
};

/**
 * Parses `Prefer` (postgrest-js joins several values with `, `; fetch joins repeated headers). Unknown values are
 * ignored, as PostgREST does, unless `handling=strict` asks for PGRST122.
 */
export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = { applied: [] };
  const invalid: string[] = [];
  const values = (header ?? "").split(",").map((v) => v.trim());
  for (const value of values) {
    if (value === "") continue;
    const [key = "", setting = ""] = value.split("=", 2).map((v) => v.trim());
    const allowed = KNOWN[key];
    if (key === "max-affected" && /^\d{1,15}$/.test(setting)) {
      prefs.maxAffected = Number(setting);
      continue;
    }
    if (!allowed?.includes(setting)) {
      invalid.push(value);
      continue;
    }
    (prefs as unknown as Record<string, string>)[key] = setting;
  }
  if (prefs.handling === "strict" && invalid.length > 0) {
    throw new RestError(
      400,
      "PGRST122",
      "Invalid preferences given with handling=strict",
      `Invalid preferences: ${invalid.join(", ")}`,
    );
  }
  for (const key of ["resolution", "missing", "count", "return", "handling", "tx"] as const) {
    const setting = prefs[key];
    if (setting) prefs.applied.push(`${key}=${setting}`);
  }
  if (prefs.handling === "strict" && prefs.maxAffected !== undefined) {
    prefs.applied.push(`max-affected=${prefs.maxAffected}`);
  }
  return prefs;
}
