import { AUTH_PARAM, NEXT_PARAM } from "./auth-url";

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
