/**
 * React Router reloads the page whenever a route's module fails to load, expecting a new version
 * to have replaced its files. Offline, or while the server keeps failing, that reload fails the
 * same way and the page reloads itself several times a second. scripts/route-module-reload.ts
 * makes React Router ask this module first: it reloads at most once in a while and never offline;
 * otherwise the load fails as an error the page's error boundary shows (the offline page).
 */

const LAST_RELOAD_KEY = "route-module-reload-at";
/** A second failure this soon after a reload is not a new version: show it instead. */
const RELOAD_PAUSE_MS = 30_000;

/** The error a route module failed to load with, as the error boundary receives it. */
export class RouteModuleLoadError extends Error {
  constructor(
    readonly modulePath: string,
    options: { cause: unknown },
  ) {
    super(`The page's code could not be loaded (${modulePath})`, options);
    this.name = "RouteModuleLoadError";
  }
}

function readLastReload(): number {
  try {
    return Number(sessionStorage.getItem(LAST_RELOAD_KEY)) || 0;
  } catch {
    return 0;
  }
}

function writeLastReload(at: number): void {
  try {
    sessionStorage.setItem(LAST_RELOAD_KEY, String(at));
  } catch {
    // Without session storage every failure is shown rather than reloaded (see below).
  }
}

/**
 * Called by React Router when `modulePath` failed to load: reloads the page (once per pause) or
 * throws a RouteModuleLoadError for the nearest error boundary.
 */
export function reloadForRouteModule(
  modulePath: string,
  cause: unknown,
  reload = () => window.location.reload(),
  now = Date.now(),
): void {
  const lastReload = readLastReload();
  const isRecent = lastReload > 0 && now - lastReload < RELOAD_PAUSE_MS;
  if (!navigator.onLine || isRecent) throw new RouteModuleLoadError(modulePath, { cause });
  writeLastReload(now);
  if (readLastReload() !== now) throw new RouteModuleLoadError(modulePath, { cause });
  reload();
}

/** Whether an error boundary's error is a page's code that could not be fetched. */
export function isRouteModuleLoadError(error: unknown): error is RouteModuleLoadError {
  return error instanceof RouteModuleLoadError;
}
