// Vite plugin that gives the browser's bundle a preload helper that only calls `import()`.
// Vite wraps every dynamic import in `__vitePreload(load, deps)`, which preloads the chunk's
// modules and stylesheets and reports a failed load; with `build.modulePreload: false` and no lazy
// chunk importing CSS, every `deps` is empty and all of that is start-up code doing nothing. The
// build fails if a lazy chunk ever has a dependency to preload.
import type { Plugin } from "vite";

const PRELOAD_HELPER = "\0vite/preload-helper.js";

export function plainDynamicImports(): Plugin {
  return {
    name: "plain-dynamic-imports",
    enforce: "pre",
    apply: "build",
    load: (id) =>
      id === PRELOAD_HELPER ? "export const __vitePreload = (load) => load();" : undefined,
    writeBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk" && output.code.includes("__vite__mapDeps")) {
          this.error(`${output.fileName} preloads dependencies of a lazy chunk (CSS?)`);
        }
      }
    },
  };
}
