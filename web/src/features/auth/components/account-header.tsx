import { lazy, type ReactNode, Suspense } from "react";
import { useIsSignedIn } from "@/lib/auth/use-is-signed-in";

// Loaded only for a signed-in visitor, so anonymous visits of public pages never fetch it.
const SignedInNav = lazy(() =>
  import("../signed-in-chrome").then((module) => ({ default: module.SignedInNav })),
);

/** A public page's header: the signed-in user's top navigation, else `anonymous`. */
export function AccountHeader({ anonymous }: { anonymous: ReactNode }) {
  if (!useIsSignedIn()) return anonymous;
  return (
    <Suspense fallback={anonymous}>
      <SignedInNav />
    </Suspense>
  );
}
