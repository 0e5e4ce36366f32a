import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SESSION_KEY_EXPRESSION } from "@/app/pre-paint-script";
import { SIGNED_IN_START_MARK } from "@/lib/signed-in-start-mark";
import { sessionStorageKey } from "@/lib/stored-session";
import { REMEMBERED_ROLES_PREFIX } from "./remembered-roles";
import { buildSignedInFrameScript } from "./signed-in-frame-script";

const script = buildSignedInFrameScript(SESSION_KEY_EXPRESSION);

/** A frame as the pre-rendered templates hold it: heading with the name slot, a link, a button. */
const FRAME = `<div data-slot="signed-in-frame"><a href="#main">Skip to content</a><nav><a href="/connect">Connect</a><button type="button" aria-pressed="false">Large text</button><button type="button">Sign Out</button></nav><main id="main" tabindex="-1"><h1>Welcome, <span translate="no">…</span></h1></main></div>`;

function writePage() {
  document.body.innerHTML = [
    '<div id="landing"><h1 id="hero-title">Bhakti Setu</h1></div>',
    `<template data-signed-in-frame="/devotee-dashboard" data-role="devotee" data-locale="en" data-unnamed="Devotee" data-title="Devotee Dashboard | Bhakti Setu">${FRAME}</template>`,
    `<template data-signed-in-frame="/devotee-dashboard" data-role="devotee" data-locale="hi" data-unnamed="भक्त">${FRAME.replace("Welcome, ", "स्वागत है, ")}</template>`,
  ].join("");
}

function storeSession(user: Record<string, unknown>, roles: unknown[] = [{ role: "devotee" }]) {
  localStorage.setItem(
    sessionStorageKey(window.location.origin),
    JSON.stringify({ access_token: "a", user: { id: "u1", ...user } }),
  );
  localStorage.setItem(`${REMEMBERED_ROLES_PREFIX}u1`, JSON.stringify(roles));
}

const html = document.documentElement;
const runScript = () => new Function(script)();
const frame = () => document.querySelector<HTMLElement>("[data-prerendered-frame]");
/** Lets the mutation observer run, as it does before the next paint. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the pre-rendered signed-in frame's script", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/devotee-dashboard");
    writePage();
    html.setAttribute(SIGNED_IN_START_MARK, "");
  });

  afterEach(() => {
    localStorage.clear();
    for (const { name } of [...html.attributes]) html.removeAttribute(name);
    document.body.replaceChildren();
    window.history.replaceState(null, "", "/");
  });

  it("puts the frame in place of the landing, the stored name in as text, its buttons off", () => {
    storeSession({ user_metadata: { full_name: "  <b>Asha</b> & Ravi " } });
    runScript();
    expect(document.getElementById("landing")).toBeNull();
    expect(document.body.firstElementChild).toBe(frame());
    const heading = frame()?.querySelector("h1");
    expect(heading?.textContent).toBe("Welcome, <b>Asha</b> & Ravi");
    expect(heading?.querySelector("b")).toBeNull();
    const buttons = [...(frame()?.querySelectorAll("button") ?? [])];
    expect(buttons.map((button) => button.disabled)).toEqual([true, true]);
    expect(frame()?.querySelector("a[href='/connect']")).not.toBeNull();
    expect(frame()?.lang).toBe("");
  });

  it("says what the screen says without a name", () => {
    storeSession({ user_metadata: { full_name: "   " } });
    runScript();
    expect(frame()?.querySelector("h1")?.textContent).toBe("Welcome, Devotee");
  });

  it("is Hindi when Hindi is pending, and shows large text as pressed", () => {
    html.setAttribute("data-locale-pending", "");
    html.setAttribute("data-text-size", "large");
    storeSession({ user_metadata: { full_name: "Asha" } });
    runScript();
    expect(frame()?.lang).toBe("hi-IN");
    expect(frame()?.querySelector("h1")?.textContent).toBe("स्वागत है, Asha");
    expect(frame()?.querySelector("[aria-pressed]")?.getAttribute("aria-pressed")).toBe("true");
  });

  it.each([
    ["two roles (a role switcher)", {}, [{ role: "devotee" }, { role: "guru" }]],
    ["a second factor", { factors: [{ factor_type: "totp", status: "verified" }] }, undefined],
    ["a platform admin (an Admin link)", { app_metadata: { platform_admin: true } }, undefined],
  ])("leaves the page alone for %s", (_, user, roles) => {
    storeSession(user, roles);
    runScript();
    expect(frame()).toBeNull();
    expect(document.getElementById("landing")).not.toBeNull();
  });

  it("leaves the page alone for a user whose one role is not the frame's (a guard redirects)", () => {
    storeSession({}, [{ role: "pujari" }]);
    runScript();
    expect(frame()).toBeNull();
    expect(document.getElementById("landing")).not.toBeNull();
  });

  it("waits for the start script's roles request, then shows the frame it decided on", async () => {
    let answer = () => {};
    window.__signedInStart = new Promise<void>((resolve) => (answer = resolve));
    html.removeAttribute(SIGNED_IN_START_MARK);
    try {
      storeSession({});
      runScript();
      await settle();
      expect(frame()).toBeNull();
      html.setAttribute(SIGNED_IN_START_MARK, "");
      answer();
      await settle();
      expect(frame()?.querySelector("h1")?.textContent).toBe("Welcome, Devotee");
    } finally {
      window.__signedInStart = undefined;
    }
  });

  it("gives a page without a title (the SPA fallback) the frame's, until React's screen", async () => {
    storeSession({});
    runScript();
    expect(document.title).toBe("Devotee Dashboard | Bhakti Setu");
    const react = document.createElement("div");
    react.append(Object.assign(document.createElement("h1"), { textContent: "Welcome" }));
    document.body.append(react);
    await settle();
    expect(frame()).toBeNull();
    expect(document.head.querySelector("title")).toBeNull();
  });

  it("leaves the page alone without the start script's mark, or a frame for the address", () => {
    storeSession({});
    window.history.replaceState(null, "", "/temple-admin");
    runScript();
    expect(frame()).toBeNull();
    html.removeAttribute(SIGNED_IN_START_MARK);
    window.history.replaceState(null, "", "/devotee-dashboard");
    runScript();
    expect(frame()).toBeNull();
  });

  it("stays through React's spinner, then hands focus to the same place in React's frame", async () => {
    storeSession({});
    runScript();
    frame()?.querySelector<HTMLElement>("main")?.focus();
    // React's first render empties <body> and shows its spinner.
    document.body.replaceChildren();
    const spinner = document.createElement("div");
    spinner.setAttribute("role", "status");
    document.body.append(spinner);
    await settle();
    expect(document.body.firstElementChild).toBe(frame());

    // Then the screen: the same markup, React's own.
    const screen = document.createElement("div");
    screen.innerHTML = FRAME;
    spinner.replaceWith(screen.firstElementChild as HTMLElement);
    await settle();
    expect(frame()).toBeNull();
    expect(document.activeElement).toBe(document.querySelector("main"));
  });

  it("with Hindi pending, stays until the Hindi text is in", async () => {
    html.setAttribute("data-locale-pending", "");
    storeSession({});
    runScript();
    const screen = document.createElement("div");
    screen.innerHTML = FRAME;
    document.body.append(screen);
    await settle();
    expect(frame()).not.toBeNull();
    html.removeAttribute("data-locale-pending");
    await settle();
    expect(frame()).toBeNull();
  });
});
