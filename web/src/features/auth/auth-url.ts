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

/** Only a path on this site is followed after sign-in (no `//host` or `https:` open redirects). */
export function safeNextPath(value: string | null): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return null;
  }
  return value;
}

/** Home with the sign-in dialog open, returning to `next` after sign-in. */
export function signInPath(next?: string): string {
  const search = new URLSearchParams({ [AUTH_PARAM]: "sign-in" });
  if (next) search.set(NEXT_PARAM, next);
  return `/?${search.toString()}`;
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
