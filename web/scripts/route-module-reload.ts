// Vite plugin: React Router's loadRouteModule reloads the page on every failed route-module load,
// which offline becomes a reload loop. This hands the failure to src/lib/route-module-reload.ts
// (reload at most once in a while, never offline, else a screen that raises the error for the
// error boundary). The build fails if React Router's code no longer has the reload this replaces.
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const MARK = "reloading page...";
const RELOAD = /window\.location\.reload\(\);\s*return new Promise\(\(\) => \{\s*\}\);/;
const GUARD = fileURLToPath(new URL("../src/lib/route-module-reload.ts", import.meta.url));

export function routeModuleReload(): Plugin {
  return {
    name: "route-module-reload",
    apply: "build",
    transform(code, id) {
      if (!id.includes("/node_modules/react-router/") || !code.includes(MARK)) return undefined;
      if (!RELOAD.test(code)) this.error(`${id}: React Router's route-module reload has changed`);
      const guarded = code.replace(
        RELOAD,
        "return __recoverFromRouteModuleFailure(route.module, error);",
      );
      return {
        code: `import { recoverFromRouteModuleFailure as __recoverFromRouteModuleFailure } from ${JSON.stringify(GUARD)};\n${guarded}`,
        map: null,
      };
    },
  };
}
