import { describe, expect, it } from "vitest";
import { authDialogPath, safeNextPath, signInPath } from "@/lib/auth/auth-redirects";
import { hasAuthCallbackInUrl } from "./auth-url";

describe("auth URLs", () => {
  it("sends guards home with the dialog open and the way back", () => {
    expect(signInPath("/temple-admin?tab=1")).toBe("/?auth=sign-in&next=%2Ftemple-admin%3Ftab%3D1");
  });

  it("opens sign-up where the visitor is, going on to a path of this site only", () => {
    expect(authDialogPath("sign-up", "/connect/asha", "/spiritual-gurus")).toBe(
      "/spiritual-gurus?auth=sign-up&next=%2Fconnect%2Fasha",
    );
    expect(authDialogPath("sign-up", "https://evil.example")).toBe("/?auth=sign-up");
  });

  it("follows only paths on this site after sign-in", () => {
    expect(safeNextPath("/spiritual-dashboard/live")).toBe("/spiritual-dashboard/live");
    expect(safeNextPath("//evil.example/x")).toBeNull();
    expect(safeNextPath("/\\evil.example")).toBeNull();
    expect(safeNextPath("https://evil.example")).toBeNull();
    expect(safeNextPath(null)).toBeNull();
  });

  it("recognises an e-mail link's tokens in the URL", () => {
    expect(hasAuthCallbackInUrl({ hash: "#access_token=x&type=recovery", search: "" })).toBe(true);
    expect(hasAuthCallbackInUrl({ hash: "", search: "?code=abc" })).toBe(true);
    expect(hasAuthCallbackInUrl({ hash: "", search: "?source=app" })).toBe(false);
  });
});
