import type { ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { rolesForPath } from "../role-rules";
import { RouteGuard } from "./require-role";
import { SignedInNav } from "./signed-in-nav";

/**
 * The frame of every signed-in screen: guards by path (SPEC §2 areas: /devotee-dashboard for
 * devotees, /spiritual-dashboard for gurus and pujaris, /temple-admin for temple admins, any
 * signed-in user elsewhere), then the role's top navigation above the page.
 * As a layout route it renders the matched child; `children` serves tests and direct use.
 */
export function SignedInLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const roles = rolesForPath(pathname);
  const page = (
    <div className="flex min-h-dvh flex-col">
      <SignedInNav />
      <div className="flex flex-1 flex-col">{children ?? <Outlet />}</div>
    </div>
  );
  return <RouteGuard roles={roles}>{page}</RouteGuard>;
}
