/** The fields of a React Router manifest entry that shape its URL. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/** One entry of build/route-patterns.json: a URL pattern and the pre-rendered HTML serving it. */
export interface AppRoute {
  pattern: string;
  /** Path of the HTML file under build/client; absent for pages served by the SPA fallback. */
  page?: string;
}

/**
 * Full URL patterns of every route in a React Router route manifest, e.g. "/", "/live",
 * "/guruji-profile/:slug". Splat ("*") routes are left out: a path only they match is a 404.
 */
export function routePatternsOf(routes: Record<string, ManifestRoute | undefined>): string[] {
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const prefix = parent ? fullPath(parent) : "";
    return route.path ? `${prefix.replace(/\/$/, "")}/${route.path.replace(/^\//, "")}` : prefix;
  };
  const patterns = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route || (!route.path && !route.index)) continue;
    const pattern = fullPath(route) || "/";
    if (!pattern.split("/").includes("*")) patterns.add(pattern);
  }
  return [...patterns].sort();
}

/**
 * The URL a route pattern is pre-rendered at: each `:param` segment becomes `[param]`
 * ("/event/:slug" -> "/event/[slug]"). The page's HTML must not depend on the parameter; the
 * server answers every path matching the pattern with it, and it hydrates at the real URL.
 */
export function prerenderPathOf(pattern: string): string {
  return pattern.replace(/:(\w+)/g, "[$1]");
}

/** Each route pattern with the HTML file pre-rendered for it, when one of `prerendered` is. */
export function appRoutesOf(
  patterns: readonly string[],
  prerendered: readonly string[],
): AppRoute[] {
  const prerenderedPaths = new Set(prerendered);
  return patterns.map((pattern) => {
    const path = prerenderPathOf(pattern);
    if (!prerenderedPaths.has(path)) return { pattern };
    return { pattern, page: path === "/" ? "/index.html" : `${path}/index.html` };
  });
}
