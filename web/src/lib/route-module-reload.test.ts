import { afterEach, describe, expect, it, vi } from "vitest";
import { isRouteModuleLoadError, reloadForRouteModule } from "./route-module-reload";

const failure = new TypeError("Failed to fetch dynamically imported module");

function goOffline(isOffline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(!isOffline);
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("reloadForRouteModule", () => {
  it("reloads once when a page's code fails to load online (a new version replaced it)", () => {
    goOffline(false);
    const reload = vi.fn();
    reloadForRouteModule("/assets/bookings.js", failure, reload, 1_000_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("never reloads offline: the failure goes to the error boundary", () => {
    goOffline(true);
    const reload = vi.fn();
    let thrown: unknown;
    try {
      reloadForRouteModule("/assets/bookings.js", failure, reload, 1_000_000);
    } catch (error) {
      thrown = error;
    }
    expect(reload).not.toHaveBeenCalled();
    expect(isRouteModuleLoadError(thrown)).toBe(true);
    expect((thrown as Error).cause).toBe(failure);
  });

  it("does not reload again right after a reload, so it never loops", () => {
    goOffline(false);
    const reload = vi.fn();
    reloadForRouteModule("/assets/bookings.js", failure, reload, 1_000_000);
    expect(() => reloadForRouteModule("/assets/bookings.js", failure, reload, 1_005_000)).toThrow(
      /could not be loaded/,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    // A later failure is a new version again.
    reloadForRouteModule("/assets/bookings.js", failure, reload, 1_100_000);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
