import { type ReactNode, useEffect, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useMessages } from "@/lib/i18n/use-messages";
import { useAuth } from "@/lib/auth/auth-context";
import { useAuthStore } from "../auth-store-context";
import { signInPath } from "@/lib/auth/auth-redirects";
import { authMessages } from "../messages";
import { type AppRole, dashboardPathFor } from "@/lib/auth/roles";

/**
 * Where a visitor of a signed-in screen must go instead, or null to stay. Anonymous: home with
 * the sign-in dialog, returning here afterwards (or plain home right after signing out here).
 * Signed in without one of `roles`: the primary role's dashboard, or role assignment without a role.
 */
function useGuardRedirect(roles: readonly AppRole[] | null): string | null | "wait" {
  const auth = useAuth();
  const store = useAuthStore();
  const location = useLocation();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (auth.user && !wasSignedIn) setWasSignedIn(true);

  useEffect(() => {
    // A signed-in screen needs the auth library when a session may exist.
    if (auth.isLoading) store?.start().catch(() => undefined);
  }, [auth.isLoading, store]);

  if (auth.isLoading) return "wait";
  if (!auth.user) {
    return wasSignedIn ? "/" : signInPath(`${location.pathname}${location.search}${location.hash}`);
  }
  if (!roles || auth.roles.some(({ role }) => roles.includes(role))) return null;
  return auth.primaryRole ? dashboardPathFor(auth.primaryRole) : "/role-assignment";
}

/** Shared by the guards and the signed-in layout (`roles` null: any signed-in user). */
export function RouteGuard({
  roles,
  children,
}: {
  roles: readonly AppRole[] | null;
  children: ReactNode;
}) {
  const redirect = useGuardRedirect(roles);
  const m = useMessages(authMessages);
  if (redirect === "wait") return <Spinner className="min-h-dvh" label={m.loading} />;
  if (redirect !== null) return <Navigate to={redirect} replace />;
  return <>{children}</>;
}

/** Shows `children` only to a signed-in user holding one of `roles`; waits for the auth state. */
export function RequireRole({ roles, children }: { roles: AppRole[]; children: ReactNode }) {
  return <RouteGuard roles={roles}>{children}</RouteGuard>;
}

/** Shows `children` to any signed-in user. */
export function RequireAuth({ children }: { children: ReactNode }) {
  return <RouteGuard roles={null}>{children}</RouteGuard>;
}

/**
 * A route module's screen that only guards a feature's page: `page` shown to a signed-in user
 * holding one of `roles` (null: any signed-in user).
 */
export function guardedScreen(roles: readonly AppRole[] | null, page: ReactNode) {
  return function Screen() {
    return <RouteGuard roles={roles}>{page}</RouteGuard>;
  };
}
