// `npm run size -w web`: the budgets of the public site, measured on the built files (web/build/client).
// Sizes are gzip -9 of each file, so they compare with other apps' builds.
//  - all JavaScript code a cold anonymous visit to `/` loads (scripts and module preloads of the
//    pre-rendered HTML, plus their static imports)  <= 121 KB (120 until the sign-out started
//    forgetting the lists kept on the device and examples were labelled), and React Router's route manifest,
//    which it also loads, <= 5 KB on its own: the manifest is data that grows by about 90 B with
//    every route of the app (signed-in ones included) while `ssr: false` rules out lazy route
//    discovery, so it gets a budget that names that cost instead of eating the code's (5 KB is
//    room for about 55 routes)
//  - all CSS it loads <= 15 KB
//  - no page references another host for a script, style, image, font or preload
//  - every <img> has width, height and alt; at most one image per page (the one above the fold,
//    marked loading="eager" or fetchpriority="high", or unmarked) loads eagerly, all others lazily
// Prints the figures; exits 1 when a budget is broken.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const KB = 1024;
const JS_BUDGET = 121 * KB;
const MANIFEST_BUDGET = 5 * KB;
const CSS_BUDGET = 15 * KB;
const client = join(dirname(fileURLToPath(import.meta.url)), "..", "build", "client");

if (!existsSync(join(client, "index.html"))) {
  console.error("No build: run `npm run build -w web` first.");
  process.exit(1);
}

const gzipSize = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
const fileOf = (url) => join(client, url.split(/[?#]/)[0]);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const failures = [];

/** The JS files a page loads at start: its module scripts and preloads, and what they import statically. */
function startupScripts(html) {
  const seeds = new Set();
  for (const [, url] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    seeds.add(url);
  for (const [, url] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) seeds.add(url);
  for (const [, body] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, url] of body.matchAll(/(?:import|from)\s*\(?\s*"([^"]+\.js)"/g)) seeds.add(url);
  }
  const seen = new Set();
  const queue = [...seeds];
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url) || !url.startsWith("/")) continue;
    seen.add(url);
    const code = readFileSync(fileOf(url), "utf8");
    // Static imports only (`import … from "./x.js"`, `import "./x.js"`); dynamic import() is lazy.
    for (const [, spec] of code.matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g,
    )) {
      queue.push(new URL(spec, `http://x${url}`).pathname);
    }
  }
  return [...seen];
}

function checkHome() {
  const html = readFileSync(join(client, "index.html"), "utf8");
  const scripts = startupScripts(html);
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    (m) => m[1],
  );
  const manifest = scripts.find((url) => /\/manifest-[\w-]+\.js$/.test(url));
  const jsBytes = scripts
    .filter((url) => url !== manifest)
    .reduce((sum, url) => sum + gzipSize(fileOf(url)), 0);
  const cssBytes = styles.reduce((sum, url) => sum + gzipSize(fileOf(url)), 0);
  const inlineBytes = gzipSize(join(client, "index.html"));
  console.log("Cold anonymous visit to / (gzip -9):");
  for (const url of scripts.sort())
    console.log(`  ${kb(gzipSize(fileOf(url))).padStart(9)}  ${url}`);
  for (const url of styles) console.log(`  ${kb(gzipSize(fileOf(url))).padStart(9)}  ${url}`);
  console.log(
    `  JavaScript: ${kb(jsBytes)} of code in ${scripts.length - (manifest ? 1 : 0)} files (budget ${kb(JS_BUDGET)})`,
  );
  if (manifest) checkManifest(manifest);
  console.log(`  CSS:        ${kb(cssBytes)} (budget ${kb(CSS_BUDGET)})`);
  console.log(`  HTML:       ${kb(inlineBytes)}`);
  if (jsBytes > JS_BUDGET)
    failures.push(`/ loads ${kb(jsBytes)} of JavaScript, budget ${kb(JS_BUDGET)}`);
  if (cssBytes > CSS_BUDGET)
    failures.push(`/ loads ${kb(cssBytes)} of CSS, budget ${kb(CSS_BUDGET)}`);
  // supabase-js must stay out of an anonymous visit; its bundle sends an X-Client-Info header.
  const withSupabase = scripts.filter((url) =>
    /X-Client-Info|supabase-js-web/.test(readFileSync(fileOf(url), "utf8")),
  );
  if (withSupabase.length > 0) failures.push(`/ loads supabase-js: ${withSupabase.join(", ")}`);
}

/**
 * React Router's route manifest lists every route of the app, signed-in ones included, and loads
 * at start-up: print what each route costs there and hold it to its own budget.
 */
function checkManifest(url) {
  const code = readFileSync(fileOf(url), "utf8");
  const { routes } = JSON.parse(code.slice(code.indexOf("=") + 1).replace(/;\s*$/, ""));
  const count = Object.keys(routes).length;
  const bytes = gzipSize(fileOf(url));
  console.log(
    `  Route manifest: ${count} routes in ${kb(bytes)}, about ${Math.round(bytes / count)} B per route (budget ${kb(MANIFEST_BUDGET)})`,
  );
  if (bytes > MANIFEST_BUDGET)
    failures.push(`/ loads a ${kb(bytes)} route manifest, budget ${kb(MANIFEST_BUDGET)}`);
}

function listHtml(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "assets" ? [] : listHtml(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

const isForeign = (url) => /^(https?:)?\/\//i.test(url);

function checkPage(path) {
  const page = `/${relative(client, path)}`;
  const html = readFileSync(path, "utf8");
  const resources = [
    ...html.matchAll(/<(?:script|img|source|iframe|video|audio)\b[^>]*\ssrcset?="([^"]+)"/g),
    ...html.matchAll(
      /<link\b(?=[^>]*\srel="(?:stylesheet|preload|modulepreload|icon|apple-touch-icon|manifest|preconnect|dns-prefetch)")[^>]*\shref="([^"]+)"/g,
    ),
    ...html.matchAll(/url\(\s*["']?([^"')]+)/g),
  ].map((m) => m[1]);
  for (const url of resources.filter(isForeign))
    failures.push(`${page} loads from another host: ${url}`);
  let images = 0;
  const eager = [];
  for (const match of html.matchAll(/<img\b[^>]*>/g)) {
    images += 1;
    const tag = match[0];
    if (!/\swidth="\d+"/.test(tag) || !/\sheight="\d+"/.test(tag))
      failures.push(`${page}: <img> without width and height: ${tag}`);
    if (!/\salt="/.test(tag)) failures.push(`${page}: <img> without alt: ${tag}`);
    if (!/\sloading="lazy"/.test(tag)) eager.push(tag);
  }
  for (const tag of eager.slice(1))
    failures.push(`${page}: more than one eager <img>; below-the-fold images must be lazy: ${tag}`);
  return images;
}

function checkAssets() {
  const assets = join(client, "assets");
  for (const name of readdirSync(assets).filter((n) => n.endsWith(".css"))) {
    const css = readFileSync(join(assets, name), "utf8");
    for (const [, url] of css.matchAll(/url\(\s*["']?([^"')]+)/g)) {
      if (isForeign(url)) failures.push(`assets/${name} loads from another host: ${url}`);
    }
    if (/@import\s+(url\()?["']?(https?:)?\/\//.test(css))
      failures.push(`assets/${name} imports from another host`);
  }
}

checkHome();
const pages = listHtml(client);
const images = pages.reduce((sum, path) => sum + checkPage(path), 0);
checkAssets();
console.log(
  `Pages checked: ${pages.length}, images checked: ${images}, other hosts referenced: ${failures.filter((f) => f.includes("another host")).length}`,
);
if (failures.length > 0) {
  console.error(`\nBudget check failed:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  process.exit(1);
}
console.log("Budget check passed.");
