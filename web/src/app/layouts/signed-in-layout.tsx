// The frame of the signed-in screens: role guards by path and the role's top navigation, with the
// server-state cache their pages share (public pages never load it).
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { NavActionsContext } from "@/components/nav-actions";
import { SignedInLayout } from "@/features/auth/signed-in";
import { TwoFactorGate } from "@/features/two-factor/gate";
import { createQueryClient } from "@/lib/query-client";
import { useSavedQueries } from "../use-saved-queries";

// The bell is its own chunk, fetched after the frame has painted.
const NotificationsBell = lazy(() =>
  import("@/features/notifications").then((module) => ({ default: module.NotificationsBell })),
);
const navActions = (
  <Suspense fallback={null}>
    <NotificationsBell />
  </Suspense>
);

export default function SignedInLayoutRoute() {
  const [queryClient] = useState(createQueryClient);
  useSavedQueries(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <NavActionsContext.Provider value={navActions}>
        <SignedInLayout gate={TwoFactorGate} />
      </NavActionsContext.Provider>
    </QueryClientProvider>
  );
}
