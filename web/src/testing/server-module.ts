import { fileURLToPath } from "node:url";

/**
 * A module of the server's test harness (`path` from the repository root), loaded by Node itself
 * (require of an ES module, with its own type stripping) rather than through Vite: under jsdom,
 * Vite's browser transform would rewrite the server's `new URL(…, import.meta.url)` file paths
 * (migrations, keys) into http: asset URLs. A computed path also keeps the server's sources out
 * of the web type check. Node's own `node:module` (getBuiltinModule), because the one a test file
 * imports in Vitest's VM pool loads modules into the test's jsdom context.
 */
export function loadServerModule<T>(path: string): T {
  const { createRequire } = process.getBuiltinModule("node:module");
  return createRequire(fileURLToPath(import.meta.url))(`../../../${path}`) as T;
}
