import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_KEY_EXPRESSION } from "@/app/pre-paint-script";
import { SIGNED_IN_START_MARK } from "@/lib/signed-in-start-mark";
import { sessionStorageKey } from "@/lib/stored-session";
import { REMEMBERED_ROLES_PREFIX } from "./remembered-roles";
import { buildSignedInStartScript, ROLES_WAIT_MS } from "./signed-in-start-script";

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

/** A session as supabase-js stores it, its access token living `secondsLeft` more seconds. */
function storeUsableSession(userId: string, secondsLeft = 3600, accessToken = "a") {
  localStorage.setItem(
    sessionStorageKey(window.location.origin),
    JSON.stringify({
      access_token: accessToken,
      refresh_token: "r",
      expires_at: Math.floor(Date.now() / 1000) + secondsLeft,
      user: { id: userId },
    }),
  );
}

function rememberRoles(userId: string, roles: string) {
  localStorage.setItem(`${REMEMBERED_ROLES_PREFIX}${userId}`, roles);
}

/** An access token (unsigned: the script only reads it) whose claims carry `roles`. */
function tokenWithRoles(roles: { role: string; is_primary: boolean }[]): string {
  const payload = btoa(JSON.stringify({ sub: "u1", user_roles: roles }));
  return `h.${payload.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}.s`;
}

const isMarked = () => document.documentElement.hasAttribute(SIGNED_IN_START_MARK);

/** Puts the page back as it was before a test ran the script. */
async function resetPage() {
  window.__signedInStart = undefined;
  localStorage.clear();
  document.head.replaceChildren();
  // Twice: a script that marked <html> watches it, and puts back once what is first removed.
  for (let round = 0; round < 2; round += 1) {
    for (const { name } of [...document.documentElement.attributes]) {
      document.documentElement.removeAttribute(name);
    }
    await Promise.resolve();
  }
  window.history.replaceState(null, "", "/");
}

describe("the signed-in start script", () => {
  afterEach(resetPage);

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

  it("run again (the copy at the end of /'s body), adds nothing", () => {
    storeSession("u1");
    const first = runScript();
    expect(runScript()).toEqual(first);
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

  describe("on a bare /, when the auth store will start with the remembered user", () => {
    it("moves the address to the primary role's dashboard and marks <html>", () => {
      storeUsableSession("u1");
      rememberRoles(
        "u1",
        '[{"role":"devotee","is_primary":false},{"role":"guru","is_primary":true}]',
      );
      window.history.replaceState({ kept: 1 }, "", "/");
      runScript();
      expect(window.location.pathname).toBe("/spiritual-dashboard");
      expect(window.history.state).toEqual({ kept: 1 });
      expect(isMarked()).toBe(true);
    });

    it("moves a user remembered with no role to role assignment", () => {
      storeUsableSession("u1");
      rememberRoles("u1", "[]");
      runScript();
      expect(window.location.pathname).toBe("/role-assignment");
    });

    it.each([
      ["the access token has under 90 s to live", () => storeUsableSession("u1", 60)],
      ["the session has no refresh token", () => storeSession("u1")],
    ])("stays when %s (supabase-js would not use it as it is)", (_, store) => {
      store();
      rememberRoles("u1", '[{"role":"devotee","is_primary":true}]');
      runScript();
      expect(window.location.pathname).toBe("/");
      expect(isMarked()).toBe(false);
    });

    it.each([
      ["a remembered role is unknown", '[{"role":"devotee","is_primary":true},{"role":"x"}]'],
      ["the remembered roles are not a list", '{"role":"devotee"}'],
    ])("stays when %s", (_, roles) => {
      storeUsableSession("u1");
      rememberRoles("u1", roles);
      runScript();
      expect(window.location.pathname).toBe("/");
      expect(isMarked()).toBe(false);
    });

    it.each(["/?auth=sign-in", "/?code=abc", "/#access_token=t", "/about-us", "/connect"])(
      "leaves %s alone",
      (address) => {
        storeUsableSession("u1");
        rememberRoles("u1", '[{"role":"devotee","is_primary":true}]');
        window.history.replaceState(null, "", address);
        runScript();
        expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
          address,
        );
        expect(isMarked()).toBe(false);
      },
    );

    it("opened at a framed screen's own address, marks <html> when the user holds its role", () => {
      storeUsableSession("u1");
      rememberRoles("u1", '[{"role":"devotee","is_primary":true}]');
      window.history.replaceState(null, "", "/devotee-dashboard");
      runScript();
      expect(window.location.pathname).toBe("/devotee-dashboard");
      expect(isMarked()).toBe(true);
    });

    it("opened at a framed screen's address without its role, leaves the guard to redirect", () => {
      storeUsableSession("u1");
      rememberRoles("u1", '[{"role":"pujari","is_primary":true}]');
      window.history.replaceState(null, "", "/devotee-dashboard");
      runScript();
      expect(isMarked()).toBe(false);
    });

    it("puts back the marks and the anon key React drops as it takes over <html>, then stops", async () => {
      const html = document.documentElement;
      const anonKey = Object.assign(document.createElement("meta"), {
        name: "supabase-anon-key",
        content: "k",
      });
      document.head.append(anonKey);
      storeUsableSession("u1");
      rememberRoles("u1", '[{"role":"devotee","is_primary":true}]');
      runScript();
      html.setAttribute("data-text-size", "large");
      await Promise.resolve();

      // What React's first render into the document does to what it did not render.
      for (const { name } of [...html.attributes]) html.removeAttribute(name);
      html.setAttribute("lang", "en-IN");
      anonKey.remove();
      await Promise.resolve();
      expect(html.getAttribute("data-text-size")).toBe("large");
      expect(html.getAttribute("lang")).toBe("en-IN");
      expect(document.head.querySelector('meta[name="supabase-anon-key"]')).toBe(anonKey);

      // Later changes are the app's own.
      html.removeAttribute("data-text-size");
      await Promise.resolve();
      expect(html.hasAttribute("data-text-size")).toBe(false);
    });
  });
});

describe("the signed-in start script with a session but no roles remembered", () => {
  const anonKey = () =>
    document.head.append(
      Object.assign(document.createElement("meta"), { name: "supabase-anon-key", content: "k" }),
    );

  afterEach(resetPage);

  it("asks for the roles with the session's token, remembers them, then starts as with them", async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(Response.json([{ role: "devotee", is_primary: true }])),
    );
    vi.stubGlobal("fetch", fetch);
    anonKey();
    storeUsableSession("u1");
    runScript();
    runScript(); // the copy at the end of the body shares the request
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      `${window.location.origin}/rest/v1/user_roles?select=role,is_primary&user_id=eq.u1`,
      { headers: { apikey: "k", Authorization: "Bearer a" }, priority: "high" },
    );
    expect(window.location.pathname).toBe("/");
    expect(isMarked()).toBe(false);

    await window.__signedInStart;
    await Promise.resolve();
    expect(localStorage.getItem(`${REMEMBERED_ROLES_PREFIX}u1`)).toBe(
      '[{"role":"devotee","is_primary":true}]',
    );
    expect(window.location.pathname).toBe("/devotee-dashboard");
    expect(isMarked()).toBe(true);
    expect(hrefs(runScript())).toContain("/assets/devotee-dashboard-d4.js");
  });

  it.each([
    [
      "refused (a session the server ended)",
      () => Promise.resolve(new Response("", { status: 401 })),
    ],
    ["unreachable", () => Promise.reject(new TypeError("offline"))],
    ["an unknown role", () => Promise.resolve(Response.json([{ role: "x", is_primary: true }]))],
  ])("starts as before when the answer is %s", async (_, answer) => {
    vi.stubGlobal("fetch", vi.fn(answer));
    anonKey();
    storeUsableSession("u1");
    runScript();
    await window.__signedInStart;
    await Promise.resolve();
    expect(localStorage.getItem(`${REMEMBERED_ROLES_PREFIX}u1`)).toBeNull();
    expect(window.location.pathname).toBe("/");
    expect(isMarked()).toBe(false);
  });

  it("does not wait for roles longer than ROLES_WAIT_MS", async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        "fetch",
        vi.fn(() => new Promise(() => {})),
      );
      storeUsableSession("u1");
      runScript();
      let isOver = false;
      void window.__signedInStart?.then(() => (isOver = true));
      await vi.advanceTimersByTimeAsync(ROLES_WAIT_MS - 1);
      expect(isOver).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(isOver).toBe(true);
      expect(isMarked()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("starts at once with the roles the access token carries, asking nothing", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    storeUsableSession("u1", 3600, tokenWithRoles([{ role: "devotee", is_primary: true }]));
    expect(hrefs(runScript())).toContain("/assets/devotee-dashboard-d4.js");
    expect(fetch).not.toHaveBeenCalled();
    expect(window.__signedInStart).toBeUndefined();
    expect(window.location.pathname).toBe("/devotee-dashboard");
    expect(isMarked()).toBe(true);
    expect(localStorage.getItem(`${REMEMBERED_ROLES_PREFIX}u1`)).toBe(
      '[{"role":"devotee","is_primary":true}]',
    );
  });

  it("asks as before when the token's claim names an unknown role", () => {
    const fetch = vi.fn(() => new Promise(() => {}));
    vi.stubGlobal("fetch", fetch);
    storeUsableSession("u1", 3600, tokenWithRoles([{ role: "x", is_primary: true }]));
    runScript();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe("/");
  });

  it("asks nothing for a session supabase-js would refresh first", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    storeUsableSession("u1", 60);
    runScript();
    expect(fetch).not.toHaveBeenCalled();
    expect(window.__signedInStart).toBeUndefined();
  });
});
