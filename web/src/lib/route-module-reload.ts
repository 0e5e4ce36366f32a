/**
 * React Router reloads the page whenever a route's module fails to load, expecting a new version
 * to have replaced its files. Offline, or while the server keeps failing, that reload fails the
 * same way and the page reloads itself several times a second. scripts/route-module-reload.ts
 * makes React Router ask this module instead: it reloads at most once in a while and never
 * offline; otherwise the page's error boundary shows the failure (root.tsx: the offline page).
 */

const LAST_RELOAD_KEY = "route-module-reload-at";
/** A second failure this soon after a reload is not a new version: show it instead. */
const RELOAD_PAUSE_MS = 30_000;

/** The error a route module failed to load with, as the error boundary receives it. */
class RouteModuleLoadError extends Error {
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

/** What React Router gets for a route whose module could not be loaded. */
interface UnavailableRouteModule {
  default: () => never;
}

/**
 * Called by React Router when `modulePath` failed to load. Reloads the page (once per pause) and
 * never settles, as React Router's own code did; otherwise answers with a stand-in module whose
 * screen throws a RouteModuleLoadError for the nearest error boundary (React Router ignores a
 * failed lazy load of a route without a loader and would show an empty page). The stand-in is
 * not cached: the next visit tries the real module again.
 */
export function recoverFromRouteModuleFailure(
  modulePath: string,
  cause: unknown,
  reload = () => window.location.reload(),
  now = Date.now(),
): Promise<UnavailableRouteModule> {
  const lastReload = readLastReload();
  const isRecent = lastReload > 0 && now - lastReload < RELOAD_PAUSE_MS;
  if (navigator.onLine && !isRecent) {
    writeLastReload(now);
    // Without session storage a reload could not tell it follows one: show the error instead.
    if (readLastReload() === now) {
      reload();
      return new Promise(() => {});
    }
  }
  const error = new RouteModuleLoadError(modulePath, { cause });
  return Promise.resolve({
    default: function RouteModuleUnavailable(): never {
      throw error;
    },
  });
}

/** Whether an error boundary's error is a page's code that could not be fetched. */
export function isRouteModuleLoadError(error: unknown): error is RouteModuleLoadError {
  return error instanceof RouteModuleLoadError;
}

/** Browsers' words for a failed `import()`: Chromium, Safari, Firefox. */
const FAILED_IMPORT =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/**
 * Whether the error boundary's error means the device is offline and lacks code it needs: a page's
 * (above), or, offline, any part loaded later (a menu, a dialog) never fetched on this device.
 */
export function isCodeUnavailableOffline(error: unknown): boolean {
  if (isRouteModuleLoadError(error)) return true;
  return !navigator.onLine && error instanceof Error && FAILED_IMPORT.test(error.message);
}
