import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { ModuleInfo } from "rolldown";
import { defineConfig, loadEnv } from "vite";
import routes from "./src/app/routes.ts";
import { parseEnv } from "./src/config/env-schema.ts";

/** Modules of the public pages' start-up (never the lazily loaded dialog, toasts or supabase-js). */
const APP_SHELL =
  /\/(src\/(config\/(env|paths)|content\/site|lib\/(utils|page-meta|use-is-hydrated|wait-for-first-idle)|components\/(site-chrome\/|app-download\/app-download-(button|context)|ui\/(button|badge|card|spinner|skip-link|toast-event)))\.|node_modules\/(clsx|class-variance-authority)\/)/;

/** The auth feature's start-up on public pages (provider, Home gate, Sign In), as one file. */
const AUTH_START =
  /\/src\/features\/auth\/(public|auth-provider|auth-context|roles|lazy-auth-store|auth-url|components\/(home-gate|sign-in-button|account-header|auth-dialog-host|auth-dialog-loading))\./;

/** Files of the signed-in screens' route modules: the signed-in layout and the routes under it. */
const signedInRouteFiles = new Set(
  routes
    .filter((route) => route.file === "layouts/signed-in-layout.tsx")
    .flatMap((layout) => [layout.file, ...(layout.children ?? []).map((route) => route.file)])
    .map((file) => fileURLToPath(new URL(`./src/app/${file}`, import.meta.url))),
);

/** Whether an entry (a route module, or a module imported lazily) is a signed-in route. */
const isSignedInRoute = (entry: string) => signedInRouteFiles.has(entry.replace(/\?.*/, ""));

type ModuleInfoOf = (id: string) => Pick<ModuleInfo, "importers" | "dynamicImporters"> | null;

/** The entries at the top of every import chain that leads to `id` (static imports only, or both kinds). */
function findEntries(
  id: string,
  infoOf: ModuleInfoOf,
  withDynamic: boolean,
  seen = new Set<string>(),
) {
  const entries = new Set<string>();
  if (seen.has(id)) return entries;
  seen.add(id);
  const info = infoOf(id);
  const importers = info ? [...info.importers, ...(withDynamic ? info.dynamicImporters : [])] : [];
  if (importers.length === 0) entries.add(id);
  for (const importer of importers) {
    for (const entry of findEntries(importer, infoOf, withDynamic, seen)) entries.add(entry);
  }
  return entries;
}

/**
 * The chunk of a module two or more entries share, so that each signed-in route lists a handful of
 * chunks in the route manifest every page loads, instead of one per set of routes sharing modules:
 * - "signed-in" when only signed-in routes reach it;
 * - a chunk per set of other entries (public routes, lazily loaded dialogs) that load it with
 *   signed-in routes, so those entries load exactly what they did;
 * - none (automatic chunking) when no signed-in route loads it.
 */
function nameSharedChunk(id: string, infoOf: ModuleInfoOf): string | null {
  const staticEntries = [...findEntries(id, infoOf, false)];
  const otherEntries = staticEntries.filter((entry) => !isSignedInRoute(entry)).sort();
  if (otherEntries.length === staticEntries.length) return null;
  if (otherEntries.length > 0) {
    return `shared-${createHash("sha256").update(otherEntries.join()).digest("hex").slice(0, 6)}`;
  }
  // A module a public page also imports lazily stays out: that page would load the whole chunk.
  return [...findEntries(id, infoOf, true)].every(isSignedInRoute) ? "signed-in" : null;
}

const envDir = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig(({ mode }) => {
  // Fail fast, before any bundling, on a bad VITE_ variable (from the environment or .env).
  parseEnv(loadEnv(mode, envDir, "VITE_"));
  return {
    plugins: [tailwindcss(), reactRouter()],
    // VITE_ variables live in the root .env beside the server's (see .env.example).
    envDir,
    build: {
      // No preload helper around dynamic imports: lazy chunks (dialogs, toasts, supabase-js) load
      // on demand, and the helper would cost every page 0.8 KB gzipped.
      modulePreload: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The small shared modules every public page starts with, as one file instead of a
            // dozen (each file costs its own gzip overhead and import lines).
            groups: [
              // React itself first: the groups below take along the imports no group holds yet.
              {
                name: "react",
                test: /node_modules[\\/](react[\\/]|react-dom[\\/](index|cjs[\\/]react-dom\.production)\.js)/,
              },
              { name: "app-shell", test: APP_SHELL },
              { name: "auth-start", test: AUTH_START },
              {
                name: (id, ctx) => nameSharedChunk(id, (moduleId) => ctx.getModuleInfo(moduleId)),
                minShareCount: 2,
              },
            ],
          },
        },
      },
    },
    resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
    server: {
      // `npm run dev` at the root starts the API on PORT (default 3000) beside Vite.
      proxy: {
        "/auth/v1": `http://localhost:${process.env.PORT ?? 3000}`,
        "/rest/v1": `http://localhost:${process.env.PORT ?? 3000}`,
      },
    },
  };
});
