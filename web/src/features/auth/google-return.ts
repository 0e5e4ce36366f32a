import { signInPath } from "@/lib/auth/auth-redirects";

/**
 * Set in this tab's session storage as the browser leaves for Google, so an error on the way back
 * is told apart from an e-mail link's (GoTrue returns both as `error`, `error_code`,
 * `error_description`).
 */
const LEFT_FOR_GOOGLE_KEY = "bhakti-setu-left-for-google";
const ERROR_PARAMS = ["error", "error_code", "error_description"];

export type GoogleReturnError = "cancelled" | "failed";

type MarkStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** This tab's session storage, or null where the page has none or it is blocked. */
export function tabStorage(): MarkStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function markLeavingForGoogle(storage: MarkStorage | null): void {
  try {
    storage?.setItem(LEFT_FOR_GOOGLE_KEY, "1");
  } catch {
    // Without the mark an error on the way back is not shown; signing in still works.
  }
}

export function clearLeavingForGoogle(storage: MarkStorage | null): void {
  try {
    storage?.removeItem(LEFT_FOR_GOOGLE_KEY);
  } catch {
    // Nothing to clear.
  }
}

/**
 * What went wrong when Google sign-in came back with an error, in the query (PKCE) or the
 * fragment (implicit): "cancelled" for the provider's own access_denied (the person cancelled or
 * refused at Google; errors of our auth server carry an error_code), "failed" for any other. Null
 * for any other page load.
 */
export function readGoogleReturnError(
  location: Pick<Location, "search" | "hash">,
  storage: MarkStorage | null,
): GoogleReturnError | null {
  try {
    if (!storage?.getItem(LEFT_FOR_GOOGLE_KEY)) return null;
  } catch {
    return null;
  }
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
  const read = (name: string) => query.get(name) ?? fragment.get(name);
  const error = read("error");
  if (!error) return null;
  return error === "access_denied" && !read("error_code") ? "cancelled" : "failed";
}

/**
 * Where to go after an error return: home with the sign-in dialog open, so the person can try
 * again or choose another way, back to the page they were headed for, without the error (a
 * reload must not show it again).
 */
export function signInPathAfterGoogleError(location: Pick<Location, "pathname" | "search">) {
  const search = new URLSearchParams(location.search);
  for (const name of ERROR_PARAMS) search.delete(name);
  const rest = search.toString();
  return location.pathname === "/" && !rest
    ? signInPath()
    : signInPath(`${location.pathname}${rest ? `?${rest}` : ""}`);
}
