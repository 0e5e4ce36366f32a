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

const configuredUrl: unknown = import.meta.env.VITE_SUPABASE_URL;
const apiHostExpression =
  typeof configuredUrl === "string" && configuredUrl !== ""
    ? JSON.stringify(new URL(configuredUrl).hostname)
    : "location.hostname";
/** supabase-js's storage key on this site, as a JavaScript expression (lib/stored-session.ts). */
export const SESSION_KEY_EXPRESSION = `"sb-"+${apiHostExpression}.split(".")[0]+"-auth-token"`;

const localeScript = /* @__PURE__ */ [
  `var s=localStorage,l=new URLSearchParams(location.search).get("lang"),k=/^(hi|en)$/;`,
  `if(k.test(l))s.setItem(${JSON.stringify(LOCALE_STORAGE_KEY)},l);else l=s.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)});`,
  `if(!k.test(l))l=(navigator.languages||[navigator.language]).map(function(x){return String(x).slice(0,2)}).filter(function(x){return k.test(x)})[0];`,
  `if(l==="hi")d.setAttribute("data-locale-pending","");`,
  `if(s.getItem(${JSON.stringify(TEXT_SIZE_STORAGE_KEY)})==="large")d.setAttribute("data-text-size","large")`,
].join("");

export const PRE_PAINT_SCRIPT = /* @__PURE__ */ [
  "var d=document.documentElement;",
  `try{if(localStorage.getItem(${SESSION_KEY_EXPRESSION})!==null)d.setAttribute("data-stored-session","")}catch(e){}`,
  'if(new URLSearchParams(location.search).get("source")==="app")d.setAttribute("data-source-app","");',
  `try{${localeScript}}catch(e){}`,
  'addEventListener("beforeinstallprompt",function(e){e.preventDefault();window.__installPrompt=e});',
  EARLY_CLICK_SCRIPT,
].join("");
