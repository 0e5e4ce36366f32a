import type { ComponentType, ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { rolesForPath } from "../role-rules";
import { RouteGuard } from "./require-role";
import { SignedInFrame } from "./signed-in-frame";

/**
 * The frame of every signed-in screen: guards by path (SPEC §2 areas: /devotee-dashboard for
 * devotees, /spiritual-dashboard for gurus and pujaris, /temple-admin for temple admins, any
 * signed-in user elsewhere), then the signed-in frame (skip link, top navigation) around the page.
 * As a layout route it renders the matched child; `children` serves tests and direct use. `gate`
 * is the two-factor check the frame puts around everything (see SignedInFrame).
 */
export function SignedInLayout({
  children,
  gate,
}: {
  children?: ReactNode;
  gate: ComponentType<{ children: ReactNode }>;
}) {
  const { pathname } = useLocation();
  const roles = rolesForPath(pathname);
  return (
    <RouteGuard roles={roles}>
      <SignedInFrame gate={gate}>{children ?? <Outlet />}</SignedInFrame>
    </RouteGuard>
  );
}
