import type * as React from "react";

import { DashboardFrame } from "@/components/dashboard-frame";
import { SidebarNav } from "@/components/sidebar-nav";
import { SignOutButton } from "@/components/sign-out-button";
import { useAuth } from "@/lib/auth/auth-context";
import { useMessages } from "@/lib/i18n/use-messages";

import { templeAdminMessages } from "../messages";
import { templeSidebarEntries } from "../navigation";

/** The temple admin's frame: the sidebar with their name, e-mail and Sign Out. */
export function TempleShell(props: {
  heading: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { user } = useAuth();
  const m = useMessages(templeAdminMessages);
  return (
    <DashboardFrame
      sidebar={
        <SidebarNav
          label={m.sidebar}
          entries={templeSidebarEntries.map(({ key, to }) => ({ label: m.nav[key], to }))}
          userName={user?.user_metadata?.full_name as string | undefined}
          userEmail={user?.email}
          signOut={<SignOutButton className="w-full" />}
        />
      }
      {...props}
    />
  );
}
