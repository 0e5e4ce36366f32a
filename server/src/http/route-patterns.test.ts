import { describe, expect, it } from "vitest";
import { isAppRoute, matchesRoutePattern } from "./route-patterns.ts";

describe("matchesRoutePattern", () => {
  it.each([
    ["/", "/", true],
    ["/", "/live", false],
    ["/live", "/live", true],
    ["/live", "/live/", true],
    ["/live", "/live/extra", false],
    ["/event/:slug", "/event/maha-shivratri", true],
    ["/event/:slug", "/event", false],
    ["/event/:slug", "/event/a/b", false],
    ["/docs/:page?", "/docs", true],
    ["/docs/:page?", "/docs/intro", true],
    ["/files/*", "/files/a/b/c", true],
    ["/spiritual-dashboard/live", "/spiritual-dashboard/live", true],
    ["/about%20us", "/about%20us", false],
  ])("%s against %s is %s", (pattern, path, expected) => {
    expect(matchesRoutePattern(pattern, path)).toBe(expected);
  });

  it("finds a path among several patterns", () => {
    expect(isAppRoute(["/", "/live", "/centre/:slug"], "/centre/kashi")).toBe(true);
    expect(isAppRoute(["/", "/live", "/centre/:slug"], "/nowhere")).toBe(false);
  });
});
