/**
 * A tiny script inlined in the <head> of every page, run before first paint: when supabase-js
 * has a stored session (its default key `sb-<API host label>-auth-token`), it marks
 * `<html data-stored-session>` so CSS shows the home spinner instead of a flash of the landing.
 * Its text is fixed at build time: the server allows it in the CSP by its sha256 hash.
 * Mirrors hasStoredSession() in lib/stored-session.ts.
 */
const configuredUrl: unknown = import.meta.env.VITE_SUPABASE_URL;
const apiHostExpression =
  typeof configuredUrl === "string" && configuredUrl !== ""
    ? JSON.stringify(new URL(configuredUrl).hostname)
    : "location.hostname";

export const STORED_SESSION_SCRIPT = `try{if(localStorage.getItem("sb-"+${apiHostExpression}.split(".")[0]+"-auth-token")!==null)document.documentElement.setAttribute("data-stored-session","")}catch(e){}`;
