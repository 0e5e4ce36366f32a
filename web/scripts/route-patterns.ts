/** The fields of a React Router manifest entry that shape its URL. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
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
