import { AUTH_PARAM, type AuthDialogTab, NEXT_PARAM } from "./auth-dialog-params";

/** Only a path on this site is followed after sign-in (no `//host` or `https:` open redirects). */
export function safeNextPath(value: string | null): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return null;
  }
  return value;
}

/** `at` (home by default) with the sign-in or sign-up dialog open, going on to `next` afterwards. */
export function authDialogPath(tab: AuthDialogTab, next?: string, at = "/"): string {
  const search = new URLSearchParams({ [AUTH_PARAM]: tab });
  const safeNext = safeNextPath(next ?? null);
  if (safeNext) search.set(NEXT_PARAM, safeNext);
  return `${at}?${search.toString()}`;
}

/** Home with the sign-in dialog open, returning to `next` after sign-in. */
export function signInPath(next?: string): string {
  return authDialogPath("sign-in", next);
}
