import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { Context } from "hono";
import { contentSecurityPolicy } from "./content-security-policy.ts";
import { z } from "zod";
import { type AppRoute, findAppRoute } from "./route-patterns.ts";

/** One file of the built web app, read (and compressed, unless the build did) once at start. */
interface StaticFile {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  contentType: string;
  cacheControl: string;
  etag: string;
  csp?: string;
}

export interface StaticSite {
  files: ReadonlyMap<string, StaticFile>;
  routes: readonly AppRoute[];
  notFound: StaticFile;
  spaFallback: StaticFile;
}

/** The page the server answers for routes without a pre-rendered page (React Router's SPA fallback). */
const APP_SHELL_PATH = "/__spa-fallback.html";

/** Placeholder the web build leaves in its HTML when no anon key was set at build time. */
export const ANON_KEY_PLACEHOLDER = "__SUPABASE_ANON_KEY__";

const MIME: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".webmanifest",
  ".svg",
  ".txt",
  ".xml",
  ".ico",
]);
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

const ROUTES_FILE = z.array(z.object({ pattern: z.string(), page: z.string().optional() }));

/**
 * Reads `<buildDir>/client` (React Router's output) and `<buildDir>/route-patterns.json`.
 * Returns undefined when the app has not been built.
 */
export async function loadStaticSite(
  buildDir: string,
  anonKey: string,
): Promise<StaticSite | undefined> {
  const clientDir = join(buildDir, "client");
  let routes: AppRoute[];
  try {
    routes = ROUTES_FILE.parse(
      JSON.parse(await readFile(join(buildDir, "route-patterns.json"), "utf8")),
    );
  } catch {
    return undefined;
  }
  const paths = new Set(await listFiles(clientDir));
  const files = new Map<string, StaticFile>();
  for (const path of paths) {
    if (isPrecompressedCopy(path, paths)) continue;
    const urlPath = `/${relative(clientDir, path).split(sep).join("/")}`;
    const precompressed = {
      br: paths.has(`${path}.br`) ? await readFile(`${path}.br`) : undefined,
      gzip: paths.has(`${path}.gz`) ? await readFile(`${path}.gz`) : undefined,
    };
    files.set(urlPath, prepareFile(urlPath, await readFile(path), anonKey, precompressed));
  }
  const spaFallback = files.get("/__spa-fallback.html") ?? files.get("/index.html");
  const notFound = files.get("/404/index.html") ?? files.get("/404.html") ?? spaFallback;
  if (!spaFallback || !notFound) return undefined;
  return { files, routes, notFound, spaFallback };
}

/** Answers a GET/HEAD for a non-API path: an asset, a page of the app, or the not-found page with 404. */
export function serveStaticSite(site: StaticSite, c: Context, siteUrl: string): Response {
  const pathname = new URL(c.req.url).pathname;
  const asset = site.files.get(pathname);
  if (asset && !pathname.endsWith(".html")) return respond(c, asset, 200);
  // The app shell, by its own name: the service worker stores it for pages not pre-rendered.
  if (pathname === APP_SHELL_PATH) return respond(c, site.spaFallback, 200);
  const route = findAppRoute(site.routes, pathname);
  if (route) {
    const page = (route.page ? site.files.get(route.page) : undefined) ?? site.spaFallback;
    const response = respond(c, page, 200);
    response.headers.set("Link", languageAlternates(siteUrl, pathname));
    return response;
  }
  return respond(c, site.notFound, 404);
}

/**
 * hreflang alternates of a page (Google reads them from this header as from the HTML): the same
 * address shows English, or Hindi with `?lang=hi` (the page's head script switches the language).
 */
function languageAlternates(siteUrl: string, pathname: string): string {
  const url = new URL(pathname, siteUrl).href;
  return [
    `<${url}>; rel="alternate"; hreflang="en-IN"`,
    `<${url}?lang=hi>; rel="alternate"; hreflang="hi-IN"`,
    `<${url}>; rel="alternate"; hreflang="x-default"`,
  ].join(", ");
}

function respond(c: Context, file: StaticFile, status: 200 | 404): Response {
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
    Vary: "Accept-Encoding",
  });
  if (file.csp) headers.set("Content-Security-Policy", file.csp);
  if (status === 200 && c.req.header("if-none-match") === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  const accepted = c.req.header("accept-encoding") ?? "";
  let body = file.body;
  if (file.br && /\bbr\b/.test(accepted)) {
    body = file.br;
    headers.set("Content-Encoding", "br");
  } else if (file.gzip && /\bgzip\b/.test(accepted)) {
    body = file.gzip;
    headers.set("Content-Encoding", "gzip");
  }
  headers.set("Content-Length", String(body.length));
  return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status, headers });
}

/** A `.br`/`.gz` file written by the build beside its original (web/scripts/precompress.mjs). */
function isPrecompressedCopy(path: string, paths: ReadonlySet<string>): boolean {
  const ext = extname(path);
  return (ext === ".br" || ext === ".gz") && paths.has(path.slice(0, -ext.length));
}

function prepareFile(
  urlPath: string,
  raw: Buffer,
  anonKey: string,
  precompressed: { br?: Buffer; gzip?: Buffer },
): StaticFile {
  const ext = extname(urlPath);
  const isHtml = ext === ".html";
  const body = isHtml
    ? Buffer.from(raw.toString("utf8").replaceAll(ANON_KEY_PLACEHOLDER, anonKey))
    : raw;
  const isCompressible = COMPRESSIBLE.has(ext) && body.length > 256;
  // The build's copies hold the file as built; a page whose anon key was filled in differs.
  const isAsBuilt = body === raw;
  return {
    body,
    gzip: !isCompressible
      ? undefined
      : isAsBuilt && precompressed.gzip
        ? precompressed.gzip
        : gzipSync(body, { level: 9 }),
    br: !isCompressible
      ? undefined
      : isAsBuilt && precompressed.br
        ? precompressed.br
        : brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    contentType: MIME[ext] ?? "application/octet-stream",
    cacheControl: urlPath.startsWith("/assets/")
      ? "public, max-age=31536000, immutable"
      : "no-cache",
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    csp: isHtml ? contentSecurityPolicy(inlineScriptHashes(body.toString("utf8"))) : undefined,
  };
}

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? "")
    .filter((script) => script.trim() !== "")
    .map((script) => `sha256-${createHash("sha256").update(script).digest("base64")}`);
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
