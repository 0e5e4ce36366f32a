import type { Env } from "./env-schema";

/**
 * The build-time variables, typed. VITE_ values are fixed when the app is built, so they are
 * validated once, when the build (or the dev server) starts: vite.config.ts runs parseEnv() from
 * ./env-schema and stops on a bad value. This module only reads them, which keeps zod out of every
 * page's JavaScript. Empty values count as unset.
 */
export const env = withoutEmptyValues(import.meta.env) as Env;

function withoutEmptyValues(source: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(source).map(([name, value]) => [name, value === "" ? undefined : value]),
  );
}
