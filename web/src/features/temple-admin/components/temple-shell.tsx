import type * as React from "react";

import { DashboardFrame } from "@/components/dashboard-frame";
import { SidebarNav } from "@/components/sidebar-nav";
import { SignOutButton, useAuth } from "@/features/auth";

import { templeSidebarEntries } from "../navigation";

/** The temple admin's frame: the sidebar with their name, e-mail and Sign Out. */
export function TempleShell(props: {
  heading: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { user } = useAuth();
  return (
    <DashboardFrame
      sidebar={
        <SidebarNav
          label="Temple Admin"
          entries={templeSidebarEntries}
          userName={user?.user_metadata?.full_name as string | undefined}
          userEmail={user?.email}
          signOut={<SignOutButton className="w-full" />}
        />
      }
      {...props}
    />
  );
}
