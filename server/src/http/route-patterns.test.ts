import { describe, expect, it } from "vitest";
import { findAppRoute, matchesRoutePattern } from "./route-patterns.ts";

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

  it("finds the route of a path among several", () => {
    const centre = { pattern: "/centre/:slug", page: "/centre/[slug]/index.html" };
    const routes = [{ pattern: "/", page: "/index.html" }, { pattern: "/live" }, centre];
    expect(findAppRoute(routes, "/centre/kashi")).toBe(centre);
    expect(findAppRoute(routes, "/nowhere")).toBeUndefined();
  });
});
