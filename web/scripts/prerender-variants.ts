// Vite plugin serving modules that differ between pre-rendering and the browser: the server build
// that pre-renders the pages gets each one's `prerender` source, the browser's bundle and dev its
// `browser` source. A static import behind `import.meta.env.SSR` would not do: its modules would
// still be in the client's module graph (and, imported from start-up code, in its start-up chunk).
import type { Plugin } from "vite";

const VARIANTS: Record<string, { prerender: string; browser: string }> = {
  // The signed-in frame's templates and script (src/app/signed-in-frame-templates.tsx) render
  // React screens to HTML with react-dom/server, which must never reach the browser.
  "virtual:signed-in-frame-templates": {
    prerender: 'export { SignedInFrameTemplates } from "/src/app/signed-in-frame-templates.tsx";',
    browser: "export const SignedInFrameTemplates = () => null;",
  },
  // The language and text-size controls: in the HTML of every page, hydrated when their chunk
  // arrives. A lazy component suspends the first page's pre-render, which then writes them after
  // the rest of that page (`/`), where their late reveal moved a phone's header by 44 px.
  "virtual:display-control": {
    prerender: 'export { default } from "/src/components/site-chrome/display-controls.tsx";',
    browser: [
      'import { lazy } from "react";',
      'export default lazy(() => import("/src/components/site-chrome/display-controls.tsx"));',
    ].join("\n"),
  },
};

const RESOLVED_PREFIX = "\0";

export function prerenderVariants(): Plugin {
  let isBuild = false;
  return {
    name: "prerender-variants",
    configResolved(config) {
      isBuild = config.command === "build";
    },
    resolveId: (id) => (id in VARIANTS ? RESOLVED_PREFIX + id : undefined),
    load(id, options) {
      const variant = id.startsWith(RESOLVED_PREFIX)
        ? VARIANTS[id.slice(RESOLVED_PREFIX.length)]
        : undefined;
      if (!variant) return undefined;
      return isBuild && options?.ssr ? variant.prerender : variant.browser;
    },
  };
}
