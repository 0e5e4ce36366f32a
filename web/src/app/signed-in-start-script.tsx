import { type ContextType, useContext } from "react";
import { UNSAFE_FrameworkContext, useLocation } from "react-router";
import { LAZY_AUTH_CHUNKS } from "virtual:lazy-auth-chunks";
import { buildSignedInStartScript } from "@/features/auth/public";
import { API_URL_EXPRESSION, SESSION_KEY_EXPRESSION } from "./pre-paint-script";

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
 * the bundle. `isClassic`: its copy at the end of `/`'s body (signed-in-frame-templates.tsx),
 * which only moves the address and marks the page (the head's copy adds the preloads whenever
 * it runs, for the address it then finds).
 */
export function SignedInStartScript({ isClassic = false }: { isClassic?: boolean }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const { pathname } = useLocation();
  let script = "";
  if (framework && pathname === "/") {
    const everyPage = everyPageChunks(framework.manifest);
    const isNew = (url: string) => !everyPage.has(url) && !isClassic;
    const routeChunks = routeChunksIn(framework.manifest, everyPage);
    script = buildSignedInStartScript({
      store: LAZY_AUTH_CHUNKS.store.filter(isNew),
      client: LAZY_AUTH_CHUNKS.client.filter(isNew),
      routeChunks: (path) => routeChunks(path).filter(isNew),
      sessionKeyExpression: SESSION_KEY_EXPRESSION,
      apiUrlExpression: API_URL_EXPRESSION,
      anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY,
    });
  }
  // In <head>, an async module script, which needs not wait for the stylesheet as a classic one
  // does (though Chromium may run it only after much of the page is parsed); at the end of `/`'s
  // <body> (signed-in-frame-templates.tsx), a classic one, which runs in order.
  return isClassic ? (
    <script dangerouslySetInnerHTML={{ __html: script }} />
  ) : (
    <script type="module" async dangerouslySetInnerHTML={{ __html: script }} />
  );
}
