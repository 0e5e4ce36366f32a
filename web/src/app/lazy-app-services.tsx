import { lazy, Suspense } from "react";
import { useIsHydrated } from "@/lib/use-is-hydrated";

const AppServices = lazy(() => import("@/features/install-app/app-services"));

/**
 * The service worker, the install offer and the offline notice, fetched once the page has
 * hydrated: nothing of them is in the start-up code or the pre-rendered HTML.
 */
export function LazyAppServices() {
  return useIsHydrated() ? (
    <Suspense fallback={null}>
      <AppServices />
    </Suspense>
  ) : null;
}
