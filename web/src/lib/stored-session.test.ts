import { afterEach, describe, expect, it } from "vitest";
import { PRE_PAINT_SCRIPT } from "@/app/pre-paint-script";
import { clearStoredSessionMark, hasStoredSession, sessionStorageKey } from "./stored-session";

describe("stored session", () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute("data-stored-session");
    document.documentElement.removeAttribute("data-source-app");
  });

  it("derives supabase-js's default storage key from the API host", () => {
    expect(sessionStorageKey("https://abcdefgh.supabase.co")).toBe("sb-abcdefgh-auth-token");
    expect(sessionStorageKey("http://localhost:3000")).toBe("sb-localhost-auth-token");
    expect(sessionStorageKey("http://127.0.0.1:4000")).toBe("sb-127-auth-token");
  });

  it("hasStoredSession() reads that key for this page's origin", () => {
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem(sessionStorageKey(window.location.origin), "{}");
    expect(hasStoredSession()).toBe(true);
  });

  it("the pre-paint script marks <html> the same way, and clearStoredSessionMark() unmarks it", () => {
    new Function(PRE_PAINT_SCRIPT)();
    expect(document.documentElement.hasAttribute("data-stored-session")).toBe(false);
    localStorage.setItem(sessionStorageKey(window.location.origin), "{}");
    new Function(PRE_PAINT_SCRIPT)();
    expect(document.documentElement.hasAttribute("data-stored-session")).toBe(true);
    clearStoredSessionMark();
    expect(document.documentElement.hasAttribute("data-stored-session")).toBe(false);
  });
});
