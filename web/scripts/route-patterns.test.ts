import { describe, expect, it } from "vitest";
import { appRoutesOf, prerenderPathOf, routePatternsOf } from "./route-patterns";

describe("routePatternsOf", () => {
  it("lists full patterns, index routes as their parent's path, and leaves splats out", () => {
    const routes = {
      root: { id: "root", path: "" },
      home: { id: "home", parentId: "root", index: true },
      live: { id: "live", parentId: "root", path: "live" },
      dash: { id: "dash", parentId: "root", path: "/spiritual-dashboard" },
      dashLive: { id: "dashLive", parentId: "dash", path: "live" },
      guru: { id: "guru", parentId: "root", path: "guruji-profile/:slug" },
      notFound: { id: "notFound", parentId: "root", path: "*" },
    };
    expect(routePatternsOf(routes)).toEqual([
      "/",
      "/guruji-profile/:slug",
      "/live",
      "/spiritual-dashboard",
      "/spiritual-dashboard/live",
    ]);
  });
});

describe("prerenderPathOf", () => {
  it.each([
    ["/", "/"],
    ["/live", "/live"],
    ["/event/:slug", "/event/[slug]"],
    ["/a/:x/b/:y", "/a/[x]/b/[y]"],
  ])("pre-renders %s at %s", (pattern, path) => {
    expect(prerenderPathOf(pattern)).toBe(path);
  });
});

describe("appRoutesOf", () => {
  it("pairs each pattern with its pre-rendered page, and none when it was not pre-rendered", () => {
    const patterns = ["/", "/live", "/event/:slug", "/centre/:slug", "/devotee-dashboard"];
    expect(appRoutesOf(patterns, ["/", "/live", "/event/[slug]", "/404"])).toEqual([
      { pattern: "/", page: "/index.html" },
      { pattern: "/live", page: "/live/index.html" },
      { pattern: "/event/:slug", page: "/event/[slug]/index.html" },
      { pattern: "/centre/:slug" },
      { pattern: "/devotee-dashboard" },
    ]);
  });
});
