// Vite plugin serving `virtual:signed-in-frame-templates`: the signed-in frame's templates and
// script (src/app/signed-in-frame-templates.tsx) when the server build pre-renders the pages, and
// a component rendering nothing in the browser's bundle and in dev. That module renders React
// screens to HTML with react-dom/server, which must never reach the browser; a static import
// behind `import.meta.env.SSR` would still put its modules in the client's module graph.
import type { Plugin } from "vite";

const ID = "virtual:signed-in-frame-templates";
const RESOLVED_ID = `\0${ID}`;

export function prerenderOnly(): Plugin {
  let isBuild = false;
  return {
    name: "prerender-only",
    configResolved(config) {
      isBuild = config.command === "build";
    },
    resolveId: (id) => (id === ID ? RESOLVED_ID : undefined),
    load(id, options) {
      if (id !== RESOLVED_ID) return undefined;
      if (!isBuild || !options?.ssr) return "export const SignedInFrameTemplates = () => null;";
      return 'export { SignedInFrameTemplates } from "/src/app/signed-in-frame-templates.tsx";';
    },
  };
}
