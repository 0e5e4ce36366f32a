import { AUTH_PARAM, type AuthDialogTab } from "@/lib/auth/auth-dialog-params";

export function readAuthDialogTab(search: URLSearchParams): AuthDialogTab | null {
  const value = search.get(AUTH_PARAM);
  return value === "sign-in" || value === "sign-up" ? value : null;
}

/**
 * Whether the page was opened from an auth e-mail link (confirmation, recovery): supabase-js must
 * load at once to read the tokens from the URL, even though nothing is stored yet.
 */
export function hasAuthCallbackInUrl(location: Pick<Location, "hash" | "search">): boolean {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ""));
  const search = new URLSearchParams(location.search);
  return (
    hash.has("access_token") ||
    hash.has("error_description") ||
    search.has("error_description") ||
    (search.has("code") && !search.has(AUTH_PARAM))
  );
}
