import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { lazyAuthChunks } from "./scripts/lazy-auth-chunks.ts";
import { plainDynamicImports } from "./scripts/plain-dynamic-imports.ts";
import { prerenderVariants } from "./scripts/prerender-variants.ts";
import { routeModuleReload } from "./scripts/route-module-reload.ts";
import { parseEnv } from "./src/config/env-schema.ts";

/**
 * Modules of the public pages' start-up (never the lazily loaded dialog, toasts or supabase-js).
 * react-dom's small shared part is here so that no lazy group (Radix's) takes it along.
 */
const APP_SHELL =
  /\/(src\/(config\/(env|public-paths)|content\/site|lib\/(utils|page-meta(?!\.messages\.hi)|use-is-hydrated|wait-for-first-idle|device-preferences|i18n\/(locales|locale-store|use-messages|define-messages))|components\/(site-chrome\/messages(?!\.hi)|app-download\/app-download-(button|context)|ui\/(button|badge|card|spinner|skip-link|toast-event)))\.|node_modules\/(clsx|class-variance-authority|react-dom\/(index|cjs\/react-dom\.production))\b)/;

/** The auth feature's start-up on public pages (provider, Home gate, Sign In), as one file. */
const AUTH_START =
  /\/src\/(features\/auth\/(public|auth-provider|lazy-auth-store|auth-url|components\/(home-gate|sign-in-button|account-header|auth-dialog-host|auth-dialog-loading))|lib\/auth\/(auth-context|auth-dialog-params|roles|use-is-signed-in))\./;

/**
 * Small modules the signed-in screens share (guards, role rules, menus' data, the screen chosen by
 * role, the temple admin's form error words), as one file; only
 * modules whose imports are already in the groups above, since a group takes its imports along.
 */
const SIGNED_IN_SHELL =
  /\/src\/(config\/paths|app\/signed-in-by-role|components\/(top-nav-links|sign-out-button)|lib\/(use-single-submit|saved-queries-storage|auth\/auth-redirects)|features\/(auth\/(index|navigation|role-rules|role-options|components\/require-role)|temple-admin\/schema-errors))\./;

/**
 * Radix's shared layer under every dialog, sheet, menu and toast (primitives, refs, focus scope,
 * dismissable layer, portal, presence, scroll lock): one file instead of half a dozen, which the
 * route manifest would list for every screen that opens one. Not tslib: supabase-js uses it too.
 * The line icons their close buttons and the sidebar's toggle draw go with them.
 */
const RADIX_CORE =
  /\/(node_modules\/(@radix-ui\/(primitive|react-(primitive|slot|compose-refs|context|id|presence|portal|dismissable-layer|focus-scope|focus-guards|use-[a-z-]+))|react-remove-scroll(-bar)?|aria-hidden|use-callback-ref|use-sidecar|get-nonce|detect-node-es)\/|src\/components\/ui\/line-icon\.tsx$)/;

/**
 * Numbers, dates and rupees in the current language (lib/format, the IST calendar, what they build
 * on), and rupees as a form's field holds them.
 */
const FORMAT =
  /\/src\/lib\/(format|format\.messages|ist-calendar|i18n\/formatter|rupees-field)\.ts$/;

/** Realtime for the screens that follow changes or live viewers: one file, not four to list. */
const REALTIME =
  /\/src\/(lib\/(realtime|use-table-changes|live-channel|use-live-viewers)|components\/watching-now(\.messages(\.hi)?)?)\.tsx?$/;

/**
 * The screens' shared building blocks (a read's states, titled sections, page headers, tile and
 * card grids, search fields, table headings, a change's error, a row's action, names as written,
 * a temple's link, a pooja's card): one file to list, not one per piece.
 */
const SCREEN_PARTS =
  /\/src\/components\/(query-content|titled-section|page-header|paged-card-grid|paged-results-section|link-tile-section|search-fields|column-headings|mutation-error|row-action|as-written|temple-place-link|pooja-card)\.tsx$/;

/**
 * Reading and changing data: TanStack Query and the app's requests through it (a Supabase read,
 * the reads a change refreshes, the signed-in user's own queries), as one file to list.
 */
const DATA =
  /\/(node_modules\/@tanstack\/(query-core|react-query)\/|src\/lib\/(supabase-request|mutation-refresh|use-own-query)\.ts$)/;

const envDir = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig(({ mode }) => {
  // Fail fast, before any bundling, on a bad VITE_ variable (from the environment or .env).
  parseEnv(loadEnv(mode, envDir, "VITE_"));
  return {
    plugins: [
      tailwindcss(),
      reactRouter(),
      lazyAuthChunks(),
      prerenderVariants(),
      plainDynamicImports(),
      routeModuleReload(),
    ],
    // VITE_ variables live in the root .env beside the server's (see .env.example).
    envDir,
    build: {
      // Lazy chunks (dialogs, toasts, supabase-js) load on demand, nothing preloaded with them;
      // plainDynamicImports() then drops the preload helper itself (0.6 KB gzipped of start-up).
      modulePreload: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The small shared modules every public page starts with, as one file instead of a
            // dozen (each file costs its own gzip overhead and import lines).
            groups: [
              { name: "app-shell", test: APP_SHELL },
              { name: "auth-start", test: AUTH_START },
              { name: "signed-in-shell", test: SIGNED_IN_SHELL },
              { name: "radix-core", test: RADIX_CORE },
              // Formatting in the current language, used by most screens: one file to list.
              { name: "format", test: FORMAT },
              { name: "realtime", test: REALTIME },
              { name: "data", test: DATA },
              { name: "screen-parts", test: SCREEN_PARTS },
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
        "/storage/v1": `http://localhost:${process.env.PORT ?? 3000}`,
        "/functions/v1": `http://localhost:${process.env.PORT ?? 3000}`,
      },
    },
  };
});
