import { type ContextType, useContext } from "react";
import { UNSAFE_FrameworkContext, useLocation } from "react-router";
import { LAZY_AUTH_CHUNKS } from "virtual:lazy-auth-chunks";
import { buildSignedInStartScript } from "@/features/auth/public";
import { SESSION_KEY_EXPRESSION } from "./pre-paint-script";

type RouteManifest = NonNullable<ContextType<typeof UNSAFE_FrameworkContext>>["manifest"];

/** What every page loads already (the entry and the root route), so no hint names it again. */
function everyPageChunks({ entry, routes }: RouteManifest): Set<string> {
  return new Set([entry.module, ...entry.imports, ...(routes.root?.imports ?? [])]);
}

/** A route's code and its layouts', beyond what every page loads. */
function routeChunksIn(manifest: RouteManifest, everyPage: Set<string>) {
  const { routes } = manifest;
  return (path: string): string[] => {
    let route = Object.values(routes).find((candidate) => candidate?.path === path);
    const urls: string[] = [];
    while (route && route.id !== "root") {
      urls.push(route.module, ...(route.imports ?? []));
      route = route.parentId ? routes[route.parentId] : undefined;
    }
    if (urls.length === 0) throw new Error(`No route for ${path} in the route manifest`);
    return [...new Set(urls)].filter((url) => !everyPage.has(url));
  };
}

/**
 * The signed-in start script (features/auth/signed-in-start-script.ts) in the head of `/` and of
 * the SPA fallback: written when the pages are pre-rendered, from React Router's route manifest
 * and the lazy chunks' URLs. Rendered only when pre-rendering (root.tsx), so none of this is in
 * the bundle.
 */
export function SignedInStartScript() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const { pathname } = useLocation();
  let script = "";
  if (framework && pathname === "/") {
    const everyPage = everyPageChunks(framework.manifest);
    const isNew = (url: string) => !everyPage.has(url);
    script = buildSignedInStartScript({
      store: LAZY_AUTH_CHUNKS.store.filter(isNew),
      client: LAZY_AUTH_CHUNKS.client.filter(isNew),
      routeChunks: routeChunksIn(framework.manifest, everyPage),
      sessionKeyExpression: SESSION_KEY_EXPRESSION,
    });
  }
  // An async module script runs as soon as it is parsed: a classic one would wait for the stylesheet.
  return <script type="module" async dangerouslySetInnerHTML={{ __html: script }} />;
}
