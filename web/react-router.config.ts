import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { routePatternsOf } from "./scripts/route-patterns.ts";

/** Pages an anonymous visitor reaches: pre-rendered to HTML at build time, then hydrated. */
const PRERENDERED_PATHS = [
  "/",
  "/live",
  "/spiritual-gurus",
  "/terms-of-service",
  "/privacy-policy",
  "/about-us",
  "/download",
  "/404",
];

export default {
  appDirectory: "src/app",
  ssr: false,
  prerender: PRERENDERED_PATHS,
  /**
   * Writes build/route-patterns.json, the list the server matches paths against (a path that
   * matches none gets 404 with the not-found page). Derived from the route manifest, so the route
   * table in src/app/routes.ts stays the only hand-kept list.
   */
  async buildEnd({ buildManifest, reactRouterConfig }) {
    if (!buildManifest) return;
    const patterns = routePatternsOf(buildManifest.routes);
    await writeFile(
      join(reactRouterConfig.buildDirectory, "route-patterns.json"),
      `${JSON.stringify(patterns, null, 2)}\n`,
    );
  },
} satisfies Config;
