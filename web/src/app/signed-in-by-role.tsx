import type { ReactNode } from "react";
import { RequireAuth } from "@/features/auth";
import { useAuth } from "@/lib/auth/auth-context";

/** A signed-in screen that is one thing for a guru or pujari and another for a devotee, by the primary role. */
export function SignedInByRole({
  provider,
  devotee,
}: {
  provider: (userId: string) => ReactNode;
  devotee: (userId: string) => ReactNode;
}) {
  const { user, primaryRole } = useAuth();
  const isProvider = primaryRole === "guru" || primaryRole === "pujari";
  return (
    <RequireAuth>{!user ? null : isProvider ? provider(user.id) : devotee(user.id)}</RequireAuth>
  );
}
