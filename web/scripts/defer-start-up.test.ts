import { describe, expect, it, vi } from "vitest";
import { awaitSignedInStart, deferStartUp } from "./defer-start-up.ts";

/** The shape React Router 7 writes: module preloads in <head>, the start-up at the end of <body>. */
const PAGE = [
  '<head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/app-shell-3.js"/>',
  '<link rel="modulepreload" href="/assets/root-4.js"/>',
  '<link rel="modulepreload" href="/assets/home-5.js"/></head>',
  '<body><h1>Namaste</h1><script type="module" async="">import "/assets/manifest-1.js";\n',
  'import * as route0 from "/assets/root-4.js";\n',
  'import * as route1 from "/assets/home-5.js";\n  \n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n',
  'import("/assets/entry.client-2.js");</script></body>',
].join("");

/** The browser's paint entries as a PerformanceObserver reports them, or none where unsupported. */
class PaintObserver {
  static supportedEntryTypes = ["paint"];
  static observers: PaintObserver[] = [];
  disconnected = false;
  constructor(
    private readonly callback: (
      list: { getEntriesByName: (name: string) => unknown[] },
      observer: PaintObserver,
    ) => void,
  ) {}
  observe() {
    PaintObserver.observers.push(this);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The browser reports a paint of that name. */
  static report(name: string) {
    for (const observer of PaintObserver.observers.filter((o) => !o.disconnected)) {
      observer.callback(
        { getEntriesByName: (asked) => (asked === name ? [{ name }] : []) },
        observer,
      );
    }
  }
}

/** Runs the rewritten start-up with `import()` recorded, in a page with or without a stored session. */
function runStartUp(
  html: string,
  {
    mark = "",
    paintTiming = true,
    signedInStart,
  }: { mark?: string; paintTiming?: boolean; signedInStart?: Promise<void> } = {},
) {
  PaintObserver.observers = [];
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const imported: string[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const preloads: string[] = [];
  const window = {
    PerformanceObserver: paintTiming ? PaintObserver : undefined,
    __signedInStart: signedInStart,
  } as {
    __reactRouterRouteModules?: Record<string, unknown>;
  };
  const document = {
    visibilityState: "visible",
    documentElement: { hasAttribute: (name: string) => name === mark },
    createElement: () => ({}) as { href?: string },
    head: { appendChild: (link: { href: string }) => preloads.push(link.href) },
  };
  const load = vi.fn((url: string) => {
    imported.push(url);
    return Promise.resolve({ url });
  });
  new Function(
    "document",
    "window",
    "requestAnimationFrame",
    "setTimeout",
    "load",
    script.replaceAll("import(", "load("),
  )(
    document,
    window,
    (f: () => void) => frames.push(f),
    (f: () => void) => tasks.push(f),
    load,
  );
  return { imported, frames, tasks, preloads, window };
}

describe("deferStartUp", () => {
  it("moves the module preloads out of <head> and leaves the rest of the page as it was", () => {
    const html = deferStartUp(PAGE);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html.startsWith('<head><link rel="stylesheet" href="/assets/app.css"/></head>')).toBe(
      true,
    );
    expect(html).toContain("<body><h1>Namaste</h1><script");
  });

  it("imports nothing before the first contentful paint, then every module, the client entry last", async () => {
    const run = runStartUp(deferStartUp(PAGE));
    PaintObserver.report("first-paint");
    expect(run.imported).toEqual([]);
    PaintObserver.report("first-contentful-paint");
    PaintObserver.report("first-contentful-paint");
    expect(run.frames).toEqual([]);
    expect(run.preloads).toEqual(["/assets/entry.client-2.js"]);
    expect(run.imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-4.js",
      "/assets/home-5.js",
      "/assets/app-shell-3.js",
    ]);
    await vi.waitFor(() => expect(run.imported).toHaveLength(5));
    expect(run.imported.at(-1)).toBe("/assets/entry.client-2.js");
    expect(run.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-4.js" },
      "routes/home": { url: "/assets/home-5.js" },
    });
  });

  it("waits for an animation frame and a task where the browser reports no paints", () => {
    const run = runStartUp(deferStartUp(PAGE), { paintTiming: false });
    run.frames.shift()?.();
    expect(run.imported).toEqual([]);
    run.tasks.shift()?.();
    expect(run.imported).toHaveLength(4);
  });

  it.each(["data-stored-session", "data-locale-pending"])(
    "starts at once when the pre-paint script marked the page %s",
    (mark) => {
      const run = runStartUp(deferStartUp(PAGE), { mark });
      expect(PaintObserver.observers).toEqual([]);
      expect(run.frames).toEqual([]);
      expect(run.imported).toContain("/assets/root-4.js");
    },
  );

  it("imports the client entry only once the signed-in start script's roles request is over", async () => {
    let answer = () => {};
    const signedInStart = new Promise<void>((resolve) => (answer = resolve));
    const run = runStartUp(deferStartUp(PAGE), { mark: "data-stored-session", signedInStart });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(run.imported).toHaveLength(4);
    answer();
    await vi.waitFor(() => expect(run.imported.at(-1)).toBe("/assets/entry.client-2.js"));
    expect(run.window.__reactRouterRouteModules).toHaveProperty("root");
  });

  it("refuses a page without React Router's start-up", () => {
    expect(() => deferStartUp("<body><h1>Namaste</h1></body>")).toThrow(/no React Router start-up/);
  });
});

describe("awaitSignedInStart", () => {
  it("keeps the SPA fallback's start-up, its client entry after the signed-in start's wait", () => {
    const html = awaitSignedInStart(PAGE);
    expect(html).toBe(
      PAGE.replace(
        'import("/assets/entry.client-2.js");',
        'Promise.resolve(window.__signedInStart).then(function(){import("/assets/entry.client-2.js");});',
      ),
    );
  });
});
