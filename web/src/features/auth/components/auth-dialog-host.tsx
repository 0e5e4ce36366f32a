import { lazy, Suspense, useCallback } from "react";
import { useSearchParams } from "react-router";
import { AUTH_PARAM, type AuthDialogTab, NEXT_PARAM } from "@/lib/auth/auth-dialog-params";
import { useIsHydrated } from "@/lib/use-is-hydrated";
import { readAuthDialogTab } from "../auth-url";
import { AuthDialogLoading } from "./auth-dialog-loading";
import { useGoogleReturnError } from "./use-google-return-error";

/** The dialog's code (forms) is fetched when it first opens, or earlier when Sign In is near. */
export const loadAuthDialog = () => import("./auth-dialog");
const AuthDialog = lazy(loadAuthDialog);

/**
 * Shows the sign-in / sign-up dialog while the URL asks for it (`?auth=sign-in|sign-up`), and
 * opens it with Google's error when a Google sign-in came back with one.
 */
export function AuthDialogHost() {
  const [search, setSearch] = useSearchParams();
  const tab = readAuthDialogTab(search);
  const { error: googleError, dismiss } = useGoogleReturnError();
  const isHydrated = useIsHydrated();

  const setTab = useCallback(
    (next: AuthDialogTab | null) => {
      if (!next) dismiss();
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) {
            params.set(AUTH_PARAM, next);
          } else {
            params.delete(AUTH_PARAM);
            params.delete(NEXT_PARAM);
          }
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearch, dismiss],
  );

  // Pre-rendered pages have no dialog: it opens once React has taken over, so hydration matches.
  if (!isHydrated || !tab) return null;
  return (
    <Suspense fallback={<AuthDialogLoading onClose={() => setTab(null)} />}>
      <AuthDialog
        tab={tab}
        nextPath={search.get(NEXT_PARAM)}
        googleError={googleError}
        onTabChange={setTab}
      />
    </Suspense>
  );
}
