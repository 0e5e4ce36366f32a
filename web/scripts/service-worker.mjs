// Post-build step: writes build/client/sw.js, the service worker that makes the installed app open
// offline. It precaches the app shell (the pre-rendered public pages, their start-up scripts and
// styles, the icons) and keeps the last version of each page seen; it never stores API answers
// (auth, data, storage, payments), which belong to one person.
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateSW } from "workbox-build";

const build = join(dirname(fileURLToPath(import.meta.url)), "..", "build");
const client = join(build, "client");

/** @type {{ pattern: string; page?: string }[]} */
const routes = JSON.parse(await readFile(join(build, "route-patterns.json"), "utf8"));

// Fixed addresses with a pre-rendered page are precached under their own URL ("/live" is
// /live/index.html), so they open offline as they were built; the SPA fallback serves the rest.
const templatedURLs = Object.fromEntries(
  routes
    .filter((route) => route.page && !route.pattern.includes(":"))
    .map((route) => [route.pattern, route.page.slice(1)]),
);
/** Shared links pre-rendered once per pattern (/event/:slug): kept as last seen, per address. */
const patternPages = routes
  .filter((route) => route.page && route.pattern.includes(":"))
  .map((route) => `^${route.pattern.replace(/:\w+/g, "[^/]+")}/?$`);

/** The scripts the pre-rendered pages start with. */
async function startupScripts() {
  const files = new Set();
  for (const page of Object.values(templatedURLs)) {
    const html = await readFile(join(client, page), "utf8");
    // Module preloads, module scripts, or the URLs of a script that imports them after first paint.
    for (const [, src] of html.matchAll(/"\/(assets\/[^"]+\.js)"/g)) files.add(src);
  }
  return [...files].map((url) => ({ url: `/${url}`, revision: null }));
}

const API = "^/(auth|rest|storage|functions|_dev)/";

const { count, size, warnings } = await generateSW({
  swDest: join(client, "sw.js"),
  globDirectory: client,
  globPatterns: [
    "__spa-fallback.html",
    "assets/*.css",
    "icons/*.png",
    "favicon.svg",
    "manifest.webmanifest",
  ],
  templatedURLs,
  additionalManifestEntries: await startupScripts(),
  // Hashed file names are their own revision: no cache-busting query, so the browser's copy serves.
  dontCacheBustURLsMatching: /^\/?assets\//,
  // The pages read these on the client (the language, the app that opened them).
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^lang$/, /^source$/],
  navigateFallback: "/__spa-fallback.html",
  navigateFallbackDenylist: [new RegExp(API), ...patternPages.map((source) => new RegExp(source))],
  runtimeCaching: [
    {
      // Serialised into sw.js: no outside variables.
      urlPattern: ({ request, url }) =>
        request.mode === "navigate" &&
        !/^\/(auth|rest|storage|functions|_dev)\//.test(url.pathname),
      handler: "NetworkFirst",
      options: { cacheName: "pages", networkTimeoutSeconds: 5, expiration: { maxEntries: 30 } },
    },
    {
      urlPattern: ({ url, sameOrigin }) =>
        sameOrigin && /^\/(assets|images|icons)\//.test(url.pathname),
      handler: "CacheFirst",
      options: { cacheName: "static", expiration: { maxEntries: 300 } },
    },
  ],
  cleanupOutdatedCaches: true,
  clientsClaim: true,
  // A new version waits until every tab of the old one is closed, so no open page loses its chunks.
  skipWaiting: false,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: "production",
});
for (const warning of warnings) console.warn(warning);
console.log(`service worker: ${count} files precached, ${(size / 1024).toFixed(1)} KB`);
