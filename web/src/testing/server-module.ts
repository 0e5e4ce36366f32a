import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

/**
 * A module of the server's test harness (`path` from the repository root), loaded by Node itself
 * (require of an ES module, with its own type stripping) rather than through Vite: under jsdom,
 * Vite's browser transform would rewrite the server's `new URL(…, import.meta.url)` file paths
 * (migrations, keys) into http: asset URLs. A computed path also keeps the server's sources out
 * of the web type check.
 */
export function loadServerModule<T>(path: string): T {
  return createRequire(fileURLToPath(import.meta.url))(`../../../${path}`) as T;
}
