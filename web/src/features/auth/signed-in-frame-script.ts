import { inlineCall, scriptExpression } from "@/lib/inline-script";
import { SIGNED_IN_START_MARK } from "@/lib/signed-in-start-mark";
import { REMEMBERED_ROLES_PREFIX } from "./remembered-roles";

/**
 * Put in place of the landing, as the page is parsed, the pre-rendered frame of the screen the
 * signed-in start script (signed-in-start-script.ts) moved the address to: a `<template
 * data-signed-in-frame="<path>" data-locale="en|hi" data-unnamed="<word>">` written when
 * pre-rendering (app/signed-in-frame-templates.tsx). It runs inline at the end of `<body>` of
 * `/` and of the SPA fallback, right after a classic copy of the start script (so the address
 * has moved by then when it will, or the start script's wait for the roles, `__signedInStart`,
 * has begun, after which it runs), as its text (`toString()`), so it must use nothing from
 * outside itself.
 *
 * It shows the frame only when React's first screen will be that frame: one remembered role, the
 * frame's (no role switcher, no guard's redirect), no second factor on the account (no code screen), not a platform admin (no
 * Admin link). The name comes from the stored session and goes in with `textContent`. Buttons
 * are disabled (nothing answers them before React runs); links are plain `<a href>`.
 *
 * React's first render (createRoot on the document) empties `<body>`: the frame is put back at
 * once, before anything paints, and what React renders beside it stays hidden (app.css) while it
 * is only a spinner (the root's HydrateFallback, the guards' wait). When React renders anything
 * else, the frame goes, keeping focus on the same place in React's copy; with Hindi pending, not
 * before the Hindi text is in (at most 3 s, as the page's own wait).
 */
function showSignedInFrame(
  mark: string,
  rolesPrefix: string,
  sessionKey: string,
  isStarted?: boolean,
): void {
  if (window.__signedInStart && !isStarted) {
    void window.__signedInStart.then(() => showSignedInFrame(mark, rolesPrefix, sessionKey, true));
    return;
  }
  const d = document;
  const e = d.documentElement;
  const isReactContent = (element: Element) =>
    !element.hasAttribute("data-prerendered-frame") &&
    !(element as HTMLElement).hidden &&
    !/^(SCRIPT|TEMPLATE|LINK|STYLE)$/.test(element.nodeName) &&
    element.getAttribute("role") !== "status";
  const pathTo = (from: Element, to: Element | null) => {
    const path: number[] = [];
    for (let node = to; node && node !== from; node = node.parentElement) {
      path.unshift([...(node.parentElement?.children ?? [])].indexOf(node));
    }
    return path;
  };
  try {
    const session = JSON.parse(localStorage.getItem(sessionKey) ?? "null");
    const user = session?.user;
    const roles = user && JSON.parse(localStorage.getItem(rolesPrefix + user.id) ?? "null");
    const locale = e.hasAttribute("data-locale-pending") ? "hi" : "en";
    const template = d.querySelector<HTMLTemplateElement>(
      `template[data-signed-in-frame="${location.pathname}"][data-locale="${locale}"]`,
    );
    if (
      !template ||
      !e.hasAttribute(mark) ||
      d.querySelector("[data-prerendered-frame]") ||
      !Array.isArray(roles) ||
      roles.length !== 1 ||
      roles[0].role !== template.getAttribute("data-role") ||
      (user.factors ?? []).some((factor: { status?: string }) => factor.status === "verified") ||
      user.app_metadata?.platform_admin === true
    ) {
      return;
    }
    const frame = template.content.firstElementChild?.cloneNode(true) as HTMLElement;
    const slot = frame.querySelector("h1 [translate=no]");
    const name = user.user_metadata?.full_name;
    if (typeof name === "string" && name.trim()) {
      if (slot) slot.textContent = name.trim();
    } else {
      slot?.replaceWith(template.getAttribute("data-unnamed") ?? "");
    }
    for (const button of frame.querySelectorAll("button")) button.disabled = true;
    if (e.getAttribute("data-text-size") === "large") {
      for (const toggle of frame.querySelectorAll("[aria-pressed]")) {
        toggle.setAttribute("aria-pressed", "true");
      }
    }
    if (locale === "hi") frame.lang = "hi-IN";
    // The SPA fallback has no <title> until React's; the frame's stands in, and goes with it.
    const title = d.title ? null : d.createElement("title");
    if (title) {
      title.textContent = template.getAttribute("data-title");
      d.head.appendChild(title);
    }
    frame.setAttribute("data-prerendered-frame", "");
    let isLate = false;
    const keep = () => {
      const react = [...d.body.children].find(isReactContent);
      if (react && (isLate || !e.hasAttribute("data-locale-pending"))) {
        observer.disconnect();
        title?.remove();
        const focused = d.activeElement;
        const path = frame.contains(focused) ? pathTo(frame, focused) : null;
        frame.remove();
        // React's frame is the same markup: the element in the same place takes the focus.
        let target: Element | undefined = react;
        for (const index of path ?? []) target = target?.children[index];
        if (
          path &&
          react.getAttribute("data-slot") === frame.getAttribute("data-slot") &&
          target instanceof HTMLElement &&
          target.nodeName === focused?.nodeName
        ) {
          target.focus();
        }
      } else if (!frame.isConnected) {
        // Taken out by React's first render: back, with the focus it had.
        d.body.prepend(frame);
        if (lastFocused && (!d.activeElement || d.activeElement === d.body)) lastFocused.focus();
      }
    };
    let lastFocused: HTMLElement | null = null;
    frame.addEventListener("focusin", (event) => {
      lastFocused = event.target as HTMLElement;
    });
    const observer = new MutationObserver(keep);
    // The landing, hidden already, leaves; the templates and scripts stay.
    for (const child of [...d.body.children]) if (isReactContent(child)) child.remove();
    d.body.prepend(frame);
    observer.observe(d.body, { childList: true });
    observer.observe(e, { attributes: true, attributeFilter: ["data-locale-pending"] });
    setTimeout(() => {
      isLate = true;
      keep();
    }, 3000);
  } catch {
    // Storage unreadable or a session in another shape: React's own start, as before.
  }
}

/**
 * The inline script: `showSignedInFrame` with the start script's mark, the remembered roles' key
 * prefix and supabase-js's storage key (a JavaScript expression, app/pre-paint-script.ts).
 */
export function buildSignedInFrameScript(sessionKeyExpression: string): string {
  return inlineCall(
    showSignedInFrame,
    SIGNED_IN_START_MARK,
    REMEMBERED_ROLES_PREFIX,
    scriptExpression(sessionKeyExpression),
  );
}
