import type * as React from "react";

import { DashboardFrame } from "@/components/dashboard-frame";
import { SidebarNav, type SidebarNavEntry } from "@/components/sidebar-nav";
import { SignOutButton } from "@/components/sign-out-button";
import { useAuth } from "@/lib/auth/auth-context";

/** A role's dashboard frame: the sidebar with the role's pages, the user's name, e-mail and Sign Out. */
export function DashboardSidebarFrame({
  label,
  entries,
  ...frame
}: {
  label: string;
  entries: readonly SidebarNavEntry[];
  heading: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { user } = useAuth();
  return (
    <DashboardFrame
      sidebar={
        <SidebarNav
          label={label}
          entries={entries}
          userName={user?.user_metadata?.full_name as string | undefined}
          userEmail={user?.email}
          signOut={<SignOutButton className="w-full" />}
        />
      }
      {...frame}
    />
  );
}
