import { lazy, Suspense, useState } from "react";
import { useToast } from "@/components/ui/use-toast";

const Toaster = lazy(() =>
  import("@/components/ui/toaster").then((module) => ({ default: module.Toaster })),
);

/**
 * Mounts the toast renderer (Radix Toast) once the first toast is queued, so pages that never
 * show one never download it. Call `toast()` from `@/components/ui/use-toast` anywhere.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [isNeeded, setNeeded] = useState(false);
  if (!isNeeded && toasts.length > 0) setNeeded(true);
  return isNeeded ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
