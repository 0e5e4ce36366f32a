// The API paths a built bundle names. The app may speak only the Supabase protocols, so that the
// same build runs against a hosted Supabase project: any other `/<name>/v<n>` path in its
// JavaScript is an endpoint only our server has.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

export const SUPABASE_API_PATHS = [
  "/auth/v1",
  "/rest/v1",
  "/storage/v1",
  "/functions/v1",
  "/realtime/v1",
];

/**
 * Every `/<name>/v<n>` path in a piece of code, with or without its leading slash as supabase-js
 * writes them (`new URL("auth/v1", url)`), right after a quote or a template's `${…}`.
 */
export function apiPathsIn(code: string): string[] {
  const paths = new Set<string>();
  for (const [, name, version] of code.matchAll(/["'`}]\/?([a-z][\w-]*)\/(v\d+)\b/g)) {
    paths.add(`/${name}/${version}`);
  }
  return [...paths];
}

/** Each file of `assetsDir` that names an API path outside the Supabase protocols, with those paths. */
export async function foreignApiPaths(
  assetsDir: string,
): Promise<{ file: string; paths: string[] }[]> {
  const files = (await readdir(assetsDir)).filter((name) => name.endsWith(".js")).sort();
  const found = await Promise.all(
    files.map(async (file) => ({
      file,
      paths: apiPathsIn(await readFile(join(assetsDir, file), "utf8")).filter(
        (path) => !SUPABASE_API_PATHS.includes(path),
      ),
    })),
  );
  return found.filter(({ paths }) => paths.length > 0);
}
