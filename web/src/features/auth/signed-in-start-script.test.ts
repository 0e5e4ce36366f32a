import { afterEach, describe, expect, it } from "vitest";
import { SESSION_KEY_EXPRESSION } from "@/app/pre-paint-script";
import { sessionStorageKey } from "@/lib/stored-session";
import { REMEMBERED_ROLES_PREFIX } from "./remembered-roles";
import { buildSignedInStartScript } from "./signed-in-start-script";

const script = buildSignedInStartScript({
  store: ["/assets/auth-store-a1.js", "/assets/shared-b2.js"],
  client: ["/assets/supabase-c3.js", "/assets/shared-b2.js"],
  routeChunks: (path) => [`/assets/${path.slice(1)}-d4.js`, "/assets/layout-e5.js"],
  sessionKeyExpression: SESSION_KEY_EXPRESSION,
});

/** The head script as the browser runs it: in this page, with what localStorage holds now. */
function runScript(): { href: string; isLow: boolean }[] {
  new Function(script)();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => ({ href: new URL(link.href).pathname, isLow: link.fetchPriority === "low" }),
  );
}

function storeSession(userId: string) {
  localStorage.setItem(
    sessionStorageKey(window.location.origin),
    JSON.stringify({ access_token: "a", user: { id: userId } }),
  );
}

const hrefs = (links: { href: string }[]) => links.map((link) => link.href);

describe("the signed-in start script", () => {
  afterEach(() => {
    localStorage.clear();
    document.head.replaceChildren();
    window.history.replaceState(null, "", "/");
  });

  it("adds nothing without a stored session", () => {
    expect(runScript()).toEqual([]);
  });

  it("fetches the auth store, then supabase-js at low priority, each file once", () => {
    storeSession("u1");
    expect(runScript()).toEqual([
      { href: "/assets/auth-store-a1.js", isLow: false },
      { href: "/assets/shared-b2.js", isLow: false },
      { href: "/assets/supabase-c3.js", isLow: true },
    ]);
  });

  it("on /, adds the remembered primary role's dashboard code", () => {
    storeSession("u1");
    localStorage.setItem(
      `${REMEMBERED_ROLES_PREFIX}u1`,
      JSON.stringify([
        { role: "devotee", is_primary: false },
        { role: "temple_admin", is_primary: true },
      ]),
    );
    expect(hrefs(runScript())).toEqual([
      "/assets/auth-store-a1.js",
      "/assets/shared-b2.js",
      "/assets/temple-admin-d4.js",
      "/assets/layout-e5.js",
      "/assets/supabase-c3.js",
    ]);
  });

  it("on /, with no role remembered as held, adds role assignment's code", () => {
    storeSession("u1");
    localStorage.setItem(`${REMEMBERED_ROLES_PREFIX}u1`, "[]");
    expect(hrefs(runScript())).toContain("/assets/role-assignment-d4.js");
  });

  it("ignores roles remembered for another user", () => {
    storeSession("u1");
    localStorage.setItem(`${REMEMBERED_ROLES_PREFIX}u2`, '[{"role":"guru","is_primary":true}]');
    expect(hrefs(runScript())).not.toContain("/assets/spiritual-dashboard-d4.js");
  });

  it("on a dashboard's own address, adds that dashboard's code", () => {
    storeSession("u1");
    window.history.replaceState(null, "", "/spiritual-dashboard");
    expect(hrefs(runScript())).toContain("/assets/spiritual-dashboard-d4.js");
  });

  it("survives unreadable storage", () => {
    localStorage.setItem(sessionStorageKey(window.location.origin), "{not json");
    expect(runScript()).toEqual([]);
  });
});
