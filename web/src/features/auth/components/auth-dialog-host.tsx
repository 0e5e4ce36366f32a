import { lazy, Suspense, useCallback } from "react";
import { useSearchParams } from "react-router";
import { AUTH_PARAM, type AuthDialogTab, NEXT_PARAM, readAuthDialogTab } from "../auth-url";
import { AuthDialogLoading } from "./auth-dialog-loading";

/** The dialog's code (forms) is fetched when it first opens, or earlier when Sign In is near. */
export const loadAuthDialog = () => import("./auth-dialog");
const AuthDialog = lazy(loadAuthDialog);

/** Shows the sign-in / sign-up dialog while the URL asks for it (`?auth=sign-in|sign-up`). */
export function AuthDialogHost() {
  const [search, setSearch] = useSearchParams();
  const tab = readAuthDialogTab(search);

  const setTab = useCallback(
    (next: AuthDialogTab | null) =>
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
      ),
    [setSearch],
  );

  if (!tab) return null;
  return (
    <Suspense fallback={<AuthDialogLoading onClose={() => setTab(null)} />}>
      <AuthDialog tab={tab} nextPath={search.get(NEXT_PARAM)} onTabChange={setTab} />
    </Suspense>
  );
}
