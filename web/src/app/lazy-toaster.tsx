import { lazy, Suspense, useEffect, useState } from "react";
import { TOAST_QUEUED_EVENT } from "@/components/ui/toast-event";

const Toaster = lazy(() =>
  import("@/components/ui/toaster").then((module) => ({ default: module.Toaster })),
);

/**
 * Mounts the toast renderer (Radix Toast) when the first toast is queued, so pages that never
 * show one never download it. Call `toast()` from `@/components/ui/use-toast` anywhere.
 */
export function LazyToaster() {
  const [isNeeded, setNeeded] = useState(false);
  useEffect(() => {
    if (isNeeded) return;
    const onQueued = () => setNeeded(true);
    window.addEventListener(TOAST_QUEUED_EVENT, onQueued);
    return () => window.removeEventListener(TOAST_QUEUED_EVENT, onQueued);
  }, [isNeeded]);
  return isNeeded ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
