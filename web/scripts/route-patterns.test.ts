import { describe, expect, it } from "vitest";
import { routePatternsOf } from "./route-patterns";

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
