// Post-build step: each pre-rendered page starts its scripts after its first paint, so on a slow
// link the stylesheet and the hero take the first round trips instead of sharing them with about
// 120 KB of modules. React Router writes the start-up as module preloads in <head> and an inline
// module that imports the manifest and the page's route modules, then the client entry; this
// rewrites that into one inline script doing the same once the browser reports the page's first
// contentful paint (a PerformanceObserver: timers and animation frames would also be what tests
// fake; an animation frame, then a task, where the browser does not report paints). It starts at
// once with a stored session (a signed-in user's screen is drawn by React), with Hindi pending
// (the page stays hidden until the Hindi text is in) and in a page opened in the background: none
// has a first paint to wait for. The SPA fallback, whose first paint is a spinner, starts at once
// as React Router wrote it. Clicks made before React takes over are kept and replayed by the page
// (src/lib/early-click.ts). On every page the client entry also waits for the signed-in start
// script's roles request (`window.__signedInStart`, src/features/auth/signed-in-start-script.ts),
// when it made one: whether React renders or hydrates depends on its answer.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOTSTRAP =
  /<script type="module" async="">((?:import (?:\* as \w+ from )?"[^"]+";\s*)+)window\.__reactRouterRouteModules = (\{[^}]*\});\s*import\("([^"]+)"\);<\/script>/;

/** `html` with its start-up deferred past the first paint; throws when it has no start-up to defer. */
export function deferStartUp(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) throw new Error("no React Router start-up script found");
  const [script, importLines = "", routeModules = "", entry = ""] = bootstrap;
  const imports = [...importLines.matchAll(/import (?:\* as (\w+) from )?"([^"]+)";/g)];
  const preloads = [...html.matchAll(PRELOAD)].map(([, href]) => href ?? "");
  const urls = [...new Set([...imports.map(([, , url]) => url ?? ""), ...preloads])].filter(
    (url) => url !== entry,
  );
  // `{"root":route0,…}` names the namespaces the imports bound; here they are import() results.
  const modules = routeModules.replace(/:(\w+)/g, (_, name: string) => {
    const index = urls.indexOf(imports.find(([, binding]) => binding === name)?.[2] ?? "");
    if (index < 0) throw new Error(`route module ${name} is not imported`);
    return `:m[${index}]`;
  });
  const start = [
    "(function(){var d=document,P=window.PerformanceObserver,s;function go(){if(s)return;s=1;",
    `var l=d.createElement("link");l.rel="modulepreload";l.href=${JSON.stringify(entry)};d.head.appendChild(l);`,
    `Promise.all([${[...urls.map((url) => `import(${JSON.stringify(url)})`), "window.__signedInStart"].join(",")}]).then(function(m){`,
    `window.__reactRouterRouteModules=${modules};import(${JSON.stringify(entry)})})}`,
    "var e=d.documentElement;",
    'if(e.hasAttribute("data-stored-session")||e.hasAttribute("data-locale-pending")||d.visibilityState==="hidden")go();',
    'else if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)new P(function(list,o){',
    'if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}',
    '}).observe({type:"paint",buffered:true});',
    "else requestAnimationFrame(function(){setTimeout(go)})})()",
  ].join("");
  return html
    .replace(script, `<script type="module" async="">${start}</script>`)
    .replace(PRELOAD, "");
}

/** The SPA fallback's own start-up, its client entry waiting for the signed-in start script. */
export function awaitSignedInStart(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) throw new Error("no React Router start-up script found");
  const [script, , , entry = ""] = bootstrap;
  const entryImport = `import(${JSON.stringify(entry)});`;
  return html.replace(
    script,
    script.replace(
      entryImport,
      `Promise.resolve(window.__signedInStart).then(function(){${entryImport}});`,
    ),
  );
}

/** Rewrites every pre-rendered page of `client` (web/build/client) in place. */
async function deferAllPages(client: string): Promise<number> {
  const entries = await readdir(client, { withFileTypes: true, recursive: true });
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(
    pages.map(async (page) => {
      try {
        const html = await readFile(page, "utf8");
        const isSpaFallback = page.endsWith("__spa-fallback.html");
        await writeFile(page, isSpaFallback ? awaitSignedInStart(html) : deferStartUp(html));
      } catch (error) {
        throw new Error(`${page}: ${(error as Error).message}`);
      }
    }),
  );
  return pages.length - 1;
}

if (import.meta.main) {
  const client = process.argv[2] ?? fileURLToPath(new URL("../build/client", import.meta.url));
  console.log(`Start-up deferred past the first paint in ${await deferAllPages(client)} pages`);
}
