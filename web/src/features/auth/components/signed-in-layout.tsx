import type { ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { rolesForPath } from "../role-rules";
import { RouteGuard } from "./require-role";
import { SignedInFrame } from "./signed-in-frame";

/**
 * The frame of every signed-in screen: guards by path (SPEC §2 areas: /devotee-dashboard for
 * devotees, /spiritual-dashboard for gurus and pujaris, /temple-admin for temple admins, any
 * signed-in user elsewhere), then the signed-in frame (skip link, top navigation) around the page.
 * As a layout route it renders the matched child; `children` serves tests and direct use.
 */
export function SignedInLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const roles = rolesForPath(pathname);
  return (
    <RouteGuard roles={roles}>
      <SignedInFrame>{children ?? <Outlet />}</SignedInFrame>
    </RouteGuard>
  );
}
