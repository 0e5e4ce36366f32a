import { getSupabaseUrl } from "@/lib/supabase-url";

/** supabase-js's default storage key: `sb-<first label of the API host name>-auth-token`. */
export function sessionStorageKey(apiUrl: string): string {
  const [firstLabel] = new URL(apiUrl).hostname.split(".");
  return `sb-${firstLabel}-auth-token`;
}

/**
 * Whether supabase-js has a session in localStorage, checked without loading supabase-js.
 * The inline script in the HTML head (see app/pre-paint-script.ts) does the same before
 * first paint and marks `<html data-stored-session>`.
 */
export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(sessionStorageKey(getSupabaseUrl())) !== null;
  } catch {
    return false;
  }
}

/** Removes the pre-paint mark (call when the stored session proved invalid) so home shows the landing. */
export function clearStoredSessionMark(): void {
  document.documentElement.removeAttribute("data-stored-session");
}
