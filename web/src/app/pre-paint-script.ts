/**
 * A tiny script inlined in the <head> of every page and run before first paint. It marks <html>:
 * - `data-stored-session` when supabase-js has a stored session (its default key
 *   `sb-<first label of the API host>-auth-token`), so CSS shows the home spinner instead of a
 *   flash of the landing page (mirrors hasStoredSession() in lib/stored-session.ts);
 * - `data-source-app` when the page was opened from the mobile app (`?source=app`), so the
 *   static pages hide their back link from the first paint.
 * Its text is fixed at build time: the server allows it in the CSP by its sha256 hash.
 */
const configuredUrl: unknown = import.meta.env.VITE_SUPABASE_URL;
const apiHostExpression =
  typeof configuredUrl === "string" && configuredUrl !== ""
    ? JSON.stringify(new URL(configuredUrl).hostname)
    : "location.hostname";

export const PRE_PAINT_SCRIPT = [
  "var d=document.documentElement;",
  `try{if(localStorage.getItem("sb-"+${apiHostExpression}.split(".")[0]+"-auth-token")!==null)d.setAttribute("data-stored-session","")}catch(e){}`,
  'if(new URLSearchParams(location.search).get("source")==="app")d.setAttribute("data-source-app","")',
].join("");
