import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlib,
  gunzipSync,
  gzipSync,
} from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../testing/create-test-server.ts";
import { ANON_KEY_PLACEHOLDER } from "./static-site.ts";

// A small build in the layout React Router writes, served by the real app.
const INLINE = "window.__boot = 1;";
const page = (title: string) =>
  `<!doctype html><html lang="en-IN"><head><meta name="supabase-anon-key" content="${ANON_KEY_PLACEHOLDER}"><title>${title}</title></head><body><h1>${title}</h1><script>${INLINE}</script><script type="module" src="/assets/app-abc123.js"></script></body></html>`;
// Compressed as a build step would, at settings the server never uses, so its answer shows whose
// bytes it sent.
const VENDOR = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `w${i * 7919}`))};`;
const buildCopies = (content: string) => ({
  br: brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } }),
  gz: gzipSync(content, { level: 1 }),
});
const precompressed: Record<string, Buffer> = {
  "client/assets/vendor-def456.js.br": buildCopies(VENDOR).br,
  "client/assets/vendor-def456.js.gz": buildCopies(VENDOR).gz,
  "client/live/index.html.br": buildCopies(page("Live Streams")).br,
};
const files: Record<string, string> = {
  "route-patterns.json": JSON.stringify([
    { pattern: "/", page: "/index.html" },
    { pattern: "/live", page: "/live/index.html" },
    { pattern: "/event/:slug", page: "/event/[slug]/index.html" },
    { pattern: "/devotee-dashboard" },
  ]),
  "client/index.html": page("Home"),
  "client/live/index.html": page("Live Streams"),
  "client/event/[slug]/index.html": page("Get the Bhakti Setu App"),
  "client/404/index.html": page("404 Page Not Found"),
  "client/__spa-fallback.html": page("Loading"),
  "client/assets/app-abc123.js": `console.log(${JSON.stringify("x".repeat(2000))});`,
  "client/robots.txt": "User-agent: *\nAllow: /\n",
  "client/assets/vendor-def456.js": VENDOR,
};

let buildDir: string;
let server: TestServer;

beforeAll(async () => {
  buildDir = await mkdtemp(join(tmpdir(), "setu-site-"));
  for (const [path, content] of [...Object.entries(files), ...Object.entries(precompressed)]) {
    await mkdir(dirname(join(buildDir, path)), { recursive: true });
    await writeFile(join(buildDir, path), content);
  }
  server = await createTestServer({ webBuildDir: buildDir });
});
afterAll(async () => {
  await server.close();
  await rm(buildDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  server.app.request(path, { headers });

describe("serving the built web app", () => {
  it("serves pre-rendered pages with no-cache, the anon key injected and a hash-based CSP", async () => {
    const response = await get("/live");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const html = await response.text();
    expect(html).toContain("<h1>Live Streams</h1>");
    expect(html).toContain(`content="${server.keys.anonKey}"`);
    expect(html).not.toContain(ANON_KEY_PLACEHOLDER);
    const csp = response.headers.get("content-security-policy") ?? "";
    const hash = createHash("sha256").update(INLINE).digest("base64");
    expect(csp).toContain(`script-src 'self' https://checkout.razorpay.com 'sha256-${hash}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
  });

  it("serves every path of a parameterised route with the page pre-rendered for its pattern", async () => {
    for (const path of ["/event/maha-shivratri", "/event/kumbh-2027/"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain("<h1>Get the Bhakti Setu App</h1>");
    }
  });

  it("names each page's English and Hindi addresses for search engines (hreflang)", async () => {
    const response = await get("/event/maha-shivratri");
    const alternates = response.headers.get("link") ?? "";
    const page = new URL("/event/maha-shivratri", server.config.SITE_URL).href;
    expect(alternates).toContain(`<${page}>; rel="alternate"; hreflang="en-IN"`);
    expect(alternates).toContain(`<${page}?lang=hi>; rel="alternate"; hreflang="hi-IN"`);
    expect(alternates).toContain(`<${page}>; rel="alternate"; hreflang="x-default"`);
    expect((await get("/no-such-page")).headers.get("link")).toBeNull();
  });

  it("serves a route without a pre-rendered page through the SPA fallback", async () => {
    const response = await get("/devotee-dashboard");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1>Loading</h1>");
    const shell = await get("/__spa-fallback.html");
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain("<h1>Loading</h1>");
  });

  it("answers an unknown path with 404 and the not-found page", async () => {
    for (const path of ["/no/such/page", "/404", "/index.html", "/event/a/b"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("<h1>404 Page Not Found</h1>");
    }
  });

  it("serves hashed assets immutable, compressed with brotli or gzip as accepted", async () => {
    const br = await get("/assets/app-abc123.js", { "accept-encoding": "gzip, br" });
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("content-encoding")).toBe("br");
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBody).toString()).toBe(files["client/assets/app-abc123.js"]);
    const gz = await get("/assets/app-abc123.js", { "accept-encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(
      files["client/assets/app-abc123.js"],
    );
    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  });

  it("sends the build's brotli and gzip copies of a file instead of compressing it again", async () => {
    const ownBrotli = brotliCompressSync(VENDOR, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
    expect(ownBrotli.equals(precompressed["client/assets/vendor-def456.js.br"]!)).toBe(false);
    const br = await get("/assets/vendor-def456.js", { "accept-encoding": "br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(Buffer.from(await br.arrayBuffer())).toEqual(
      precompressed["client/assets/vendor-def456.js.br"],
    );
    const gz = await get("/assets/vendor-def456.js", { "accept-encoding": "gzip" });
    expect(Buffer.from(await gz.arrayBuffer())).toEqual(
      precompressed["client/assets/vendor-def456.js.gz"],
    );
    // The copies are encodings of the file, not files of their own.
    expect((await get("/assets/vendor-def456.js.br")).status).toBe(404);
  });

  it("compresses a page whose anon key was filled in, not the build's copy with the placeholder", async () => {
    const response = await get("/live", { "accept-encoding": "br" });
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(html).toContain(server.keys.anonKey);
    expect(html).not.toContain(ANON_KEY_PLACEHOLDER);
  });

  it("answers a matching If-None-Match with 304 and HEAD without a body", async () => {
    const first = await get("/");
    const etag = first.headers.get("etag") ?? "";
    expect((await get("/", { "if-none-match": etag })).status).toBe(304);
    const head = await server.app.request("/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });
});

describe("security headers", () => {
  it.each(["/", "/no/such/page", "/robots.txt", "/auth/v1/health", "/rest/v1/"])(
    "are on %s",
    async (path) => {
      const response = await get(path);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("strict-transport-security")).toBeNull();
    },
  );

  it("add Strict-Transport-Security when the site is served over https", async () => {
    const https = await createTestServer({
      db: server.db,
      env: { SITE_URL: "https://bhaktisetu.example" },
    });
    const response = await https.app.request("/auth/v1/health");
    expect(response.headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
  });
});

describe("request limits and health", () => {
  it("refuses a body over 1 MB with 413", async () => {
    const response = await server.app.request("/auth/v1/signup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ padding: "x".repeat(1024 * 1024) }),
    });
    expect(response.status).toBe(413);
  });

  it("reports the service and the database in /auth/v1/health", async () => {
    const response = await get("/auth/v1/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: "GoTrue", database: "ok" });
  });
});
