import { afterEach, describe, expect, it, vi } from "vitest";
import {
  isCodeUnavailableOffline,
  isRouteModuleLoadError,
  recoverFromRouteModuleFailure,
} from "./route-module-reload";

const failure = new TypeError("Failed to fetch dynamically imported module");

function goOffline(isOffline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(!isOffline);
}

/** The error the stand-in route's screen raises for the error boundary. */
async function raisedBy(module: Promise<{ default: () => never }>): Promise<unknown> {
  const { default: Screen } = await module;
  try {
    Screen();
  } catch (error) {
    return error;
  }
  return undefined;
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("recoverFromRouteModuleFailure", () => {
  it("reloads once when a page's code fails to load online (a new version replaced it)", () => {
    goOffline(false);
    const reload = vi.fn();
    void recoverFromRouteModuleFailure("/assets/bookings.js", failure, reload, 1_000_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("never reloads offline: the page's screen raises the failure for the error boundary", async () => {
    goOffline(true);
    const reload = vi.fn();
    const error = await raisedBy(
      recoverFromRouteModuleFailure("/assets/bookings.js", failure, reload, 1_000_000),
    );
    expect(reload).not.toHaveBeenCalled();
    expect(isRouteModuleLoadError(error)).toBe(true);
    expect((error as Error).cause).toBe(failure);
  });

  it("does not reload again right after a reload, so it never loops", async () => {
    goOffline(false);
    const reload = vi.fn();
    void recoverFromRouteModuleFailure("/assets/bookings.js", failure, reload, 1_000_000);
    const error = await raisedBy(
      recoverFromRouteModuleFailure("/assets/bookings.js", failure, reload, 1_005_000),
    );
    expect(isRouteModuleLoadError(error)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later failure may be a new version again.
    void recoverFromRouteModuleFailure("/assets/bookings.js", failure, reload, 1_100_000);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe("isCodeUnavailableOffline", () => {
  it("offline, any code that could not be fetched; online, only a page's", async () => {
    goOffline(true);
    const failedMenu = new TypeError(
      "Failed to fetch dynamically imported module: /assets/nav-menu-sheet.js",
    );
    expect(isCodeUnavailableOffline(failedMenu)).toBe(true);
    expect(isCodeUnavailableOffline(new Error("Something else"))).toBe(false);
    const pageError = await raisedBy(
      recoverFromRouteModuleFailure("/assets/bookings.js", failure, vi.fn(), 1_000_000),
    );
    expect(isCodeUnavailableOffline(pageError)).toBe(true);
    goOffline(false);
    expect(isCodeUnavailableOffline(failedMenu)).toBe(false);
  });
});
