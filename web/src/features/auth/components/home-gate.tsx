import { type ReactNode, useEffect } from "react";
import { Navigate } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useMessages } from "@/lib/i18n/use-messages";
import { clearStoredSessionMark } from "@/lib/stored-session";
import { useAuth } from "@/lib/auth/auth-context";
import { authMessages } from "../messages";
import { dashboardPathFor } from "@/lib/auth/roles";

/**
 * SPEC §2 Home: a spinner while authentication loads; a signed-in user goes to the primary
 * role's dashboard, or to role assignment without a role; an unknown role and anonymous
 * visitors stay and see `children` (the landing page). Without a stored session supabase-js is
 * never loaded here. In the pre-rendered HTML the spinner is hidden by CSS unless the head
 * script found a stored session, in which case the landing is hidden instead.
 */
export function HomeGate({ children }: { children: ReactNode }) {
  const { isLoading, user, roles, primaryRole } = useAuth();
  const m = useMessages(authMessages);
  const staysHome =
    !isLoading &&
    (!user || (roles.length > 0 && (!primaryRole || dashboardPathFor(primaryRole) === "/")));
  useEffect(() => {
    // The head script hid the landing for a stored session; show it to whoever stays here.
    if (staysHome) clearStoredSessionMark();
  }, [staysHome]);
  if (isLoading) return <Spinner className="min-h-dvh" label={m.loading} />;
  if (user) {
    if (roles.length === 0) return <Navigate to="/role-assignment" replace />;
    const target = primaryRole ? dashboardPathFor(primaryRole) : "/";
    if (target !== "/") return <Navigate to={target} replace />;
  }
  return (
    <>
      {user ? null : <Spinner className="hidden min-h-dvh stored-session:flex" label={m.loading} />}
      <div className="contents stored-session:hidden">{children}</div>
    </>
  );
}
