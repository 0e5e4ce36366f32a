import { lazy, type ReactNode, Suspense } from "react";
import { useAuth } from "../auth-context";

// Loaded only for a signed-in visitor, so anonymous visits of public pages never fetch it.
const SignedInNav = lazy(() =>
  import("../signed-in-chrome").then((module) => ({ default: module.SignedInNav })),
);

/** True once the auth state says someone is signed in. */
export function useIsSignedIn(): boolean {
  const { isLoading, user } = useAuth();
  return !isLoading && user !== null;
}

/** A public page's header: the signed-in user's top navigation, else `anonymous`. */
export function AccountHeader({ anonymous }: { anonymous: ReactNode }) {
  if (!useIsSignedIn()) return anonymous;
  return (
    <Suspense fallback={anonymous}>
      <SignedInNav />
    </Suspense>
  );
}
