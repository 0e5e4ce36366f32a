import type { ReactNode } from "react";
import { Link } from "react-router";
import { useAuth } from "@/lib/auth/auth-context";
import { useIsPlatformAdmin } from "@/lib/auth/platform-admin";
import { readAssuranceLevel } from "@/lib/auth/assurance";
import { useMessages } from "@/lib/i18n/use-messages";
import { adminMessages } from "../messages";

/**
 * The admin area for platform administrators who signed in with their authenticator code;
 * everyone else is told plainly (the database refuses them as well). `twoFactorSettings` is the
 * card that turns two-factor sign-in on, placed by the app.
 */
export function AdminAccess({
  children,
  twoFactorSettings,
}: {
  children: ReactNode;
  twoFactorSettings: ReactNode;
}) {
  const m = useMessages(adminMessages).access;
  const { session } = useAuth();
  if (!useIsPlatformAdmin()) {
    return (
      <div className="grid gap-2">
        <p>{m.notAdmin}</p>
        <p>
          <Link className="underline" to="/">
            {m.home}
          </Link>
        </p>
      </div>
    );
  }
  if (!session || readAssuranceLevel(session.access_token) !== "aal2") {
    return (
      <div className="grid gap-4">
        <p role="status">{m.needsTwoFactor}</p>
        {twoFactorSettings}
      </div>
    );
  }
  return <>{children}</>;
}
