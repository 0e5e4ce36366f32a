/**
 * A tiny script inlined in the <head> of every page and run before first paint. It marks <html>:
 * - `data-stored-session` when supabase-js has a stored session (its default key
 *   `sb-<first label of the API host>-auth-token`), so CSS shows the home spinner instead of a
 *   flash of the landing page (mirrors hasStoredSession() in lib/stored-session.ts);
 * - `data-source-app` when the page was opened from the mobile app (`?source=app`), so the
 *   static pages hide their back link from the first paint;
 * - `data-locale-pending` when the page should show in Hindi: `?lang=` (the hreflang links), else
 *   the language chosen on this device, else the browser's first language the app speaks. The
 *   pre-rendered English stays hidden until Hindi's chunk has arrived (lib/i18n/locale-store.ts);
 * - `data-text-size="large"` when large text was chosen on this device.
 * It also keeps the browser's offer to install the app (`beforeinstallprompt`) when it comes
 * before the app's code has loaded (lib/install-prompt.ts), and a click on a button made before
 * React listens (lib/early-click.ts).
 * Its text is fixed at build time: the server allows it in the CSP by its sha256 hash.
 */
import { LOCALE_STORAGE_KEY, TEXT_SIZE_STORAGE_KEY } from "@/lib/device-preferences";
import { EARLY_CLICK_SCRIPT } from "@/lib/early-click";
import { inlineCall, scriptExpression } from "@/lib/inline-script";

const configuredUrl: unknown = import.meta.env.VITE_SUPABASE_URL;
const apiHostExpression =
  typeof configuredUrl === "string" && configuredUrl !== ""
    ? JSON.stringify(new URL(configuredUrl).hostname)
    : "location.hostname";
/** The API's base URL, as a JavaScript expression (lib/supabase-url.ts). */
export const API_URL_EXPRESSION =
  typeof configuredUrl === "string" && configuredUrl !== ""
    ? JSON.stringify(configuredUrl.replace(/\/$/, ""))
    : "location.origin";
/** supabase-js's storage key on this site, as a JavaScript expression (lib/stored-session.ts). */
export const SESSION_KEY_EXPRESSION = `"sb-"+${apiHostExpression}.split(".")[0]+"-auth-token"`;

/**
 * The script itself, inlined as its text (`toString()`), so it uses nothing from outside itself
 * but its arguments.
 */
function markBeforePaint(keys: { locale: string; textSize: string }, sessionKey: string): void {
  const html = document.documentElement;
  try {
    if (localStorage.getItem(sessionKey) !== null) html.setAttribute("data-stored-session", "");
  } catch {
    // Storage unreadable: no mark, as without a session.
  }
  const query = new URLSearchParams(location.search);
  if (query.get("source") === "app") html.setAttribute("data-source-app", "");
  try {
    const isSpoken = (code: unknown): code is string => /^(hi|en)$/.test(String(code));
    let locale: unknown = query.get("lang");
    if (isSpoken(locale)) localStorage.setItem(keys.locale, locale);
    else locale = localStorage.getItem(keys.locale);
    if (!isSpoken(locale)) {
      const browser = navigator.languages || [navigator.language];
      locale = browser.map((code) => String(code).slice(0, 2)).filter(isSpoken)[0];
    }
    if (locale === "hi") html.setAttribute("data-locale-pending", "");
    if (localStorage.getItem(keys.textSize) === "large") {
      html.setAttribute("data-text-size", "large");
    }
  } catch {
    // Storage unreadable: English and the usual text size.
  }
  addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    window.__installPrompt = event as NonNullable<Window["__installPrompt"]>;
  });
}

const keys = { locale: LOCALE_STORAGE_KEY, textSize: TEXT_SIZE_STORAGE_KEY };

const sessionKey = /* @__PURE__ */ scriptExpression(SESSION_KEY_EXPRESSION);

export const PRE_PAINT_SCRIPT = /* @__PURE__ */ [
  /* @__PURE__ */ inlineCall(markBeforePaint, keys, sessionKey),
  EARLY_CLICK_SCRIPT,
].join("");
