import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { paths } from "./src/config/paths.ts";
import { appRoutesOf, prerenderPathOf, routePatternsOf } from "./scripts/route-patterns.ts";

/**
 * Pages an anonymous visitor reaches: pre-rendered to HTML at build time, then hydrated. The links
 * the mobile app shares (/event/:slug and the like) show the same page whatever the slug, so each
 * is pre-rendered once at its pattern (/event/[slug]) and served for every slug.
 */
const PRERENDERED_PATHS = [
  paths.home,
  paths.live,
  paths.spiritualGurus,
  paths.termsOfService,
  paths.privacyPolicy,
  paths.aboutUs,
  paths.download,
  ...[paths.guruProfile, paths.event, paths.centre].map(({ pattern }) => prerenderPathOf(pattern)),
  "/404",
];

export default {
  appDirectory: "src/app",
  ssr: false,
  prerender: PRERENDERED_PATHS,
  /**
   * Writes build/route-patterns.json, the list the server matches paths against, each pattern
   * with its pre-rendered page (a path that matches none gets 404 with the not-found page).
   * Derived from the route manifest, so src/app/routes.ts stays the only hand-kept route list.
   */
  async buildEnd({ buildManifest, reactRouterConfig }) {
    if (!buildManifest) return;
    const routes = appRoutesOf(routePatternsOf(buildManifest.routes), PRERENDERED_PATHS);
    await writeFile(
      join(reactRouterConfig.buildDirectory, "route-patterns.json"),
      `${JSON.stringify(routes, null, 2)}\n`,
    );
  },
} satisfies Config;
