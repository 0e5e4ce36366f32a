/**
 * The sign-in dialog lives in the URL (`?auth=sign-in` or `?auth=sign-up`, plus `next`), so a
 * guard can send a visitor to `/` with the dialog open and back to where they were afterwards.
 */
export const AUTH_PARAM = "auth";
export const NEXT_PARAM = "next";

export type AuthDialogTab = "sign-in" | "sign-up";

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
