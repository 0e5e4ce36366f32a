/**
 * Matches a URL path against the web app's route patterns (React Router syntax: `:param`
 * segments, optional `?` segments, a trailing `*`). The patterns come from the web build, so the
 * server never keeps a second, hand-written list of the app's routes.
 */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  let i = 0;
  for (const part of want) {
    if (part === "*") return true;
    const isOptional = part.endsWith("?");
    const name = isOptional ? part.slice(0, -1) : part;
    const value = have[i];
    if (value === undefined) {
      if (isOptional) continue;
      return false;
    }
    if (name.startsWith(":") || decodeSegment(value) === name) i += 1;
    else if (!isOptional) return false;
  }
  return i === have.length;
}

/** One entry of the web build's route-patterns.json. */
export interface AppRoute {
  pattern: string;
  /** The pre-rendered HTML file serving the pattern; absent when the SPA fallback does. */
  page?: string;
}

export function findAppRoute(routes: readonly AppRoute[], pathname: string): AppRoute | undefined {
  return routes.find((route) => matchesRoutePattern(route.pattern, pathname));
}

function segments(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
