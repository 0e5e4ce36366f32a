import type { ReactNode } from "react";
import { Link } from "react-router";
import { useAuth, useIsPlatformAdmin } from "@/features/auth";
import { readAssuranceLevel, TwoFactorSettings } from "@/features/two-factor";

/**
 * The admin area for platform administrators who signed in with their authenticator code;
 * everyone else is told plainly (the database refuses them as well).
 */
export function AdminAccess({ children }: { children: ReactNode }) {
  const { session } = useAuth();
  if (!useIsPlatformAdmin()) {
    return (
      <div className="grid gap-2">
        <p>This area is for the platform's administrators.</p>
        <p>
          <Link className="underline" to="/">
            Go to the home page
          </Link>
        </p>
      </div>
    );
  }
  if (!session || readAssuranceLevel(session.access_token) !== "aal2") {
    return (
      <div className="grid gap-4">
        <p role="status">
          The admin area needs two-factor sign-in. Turn it on below with an authenticator app; from
          then on you sign in with your password and a code from the app.
        </p>
        <TwoFactorSettings />
      </div>
    );
  }
  return <>{children}</>;
}
