import type * as React from "react";

import { DashboardFrame } from "@/components/dashboard-frame";
import { SidebarNav } from "@/components/sidebar-nav";
import { SignOutButton } from "@/components/sign-out-button";
import { useAuth } from "@/lib/auth/auth-context";
import { useMessages } from "@/lib/i18n/use-messages";

import { spiritualMessages } from "../messages";
import { spiritualSidebarEntries } from "../navigation";

/** The spiritual user's frame: the sidebar with their name, e-mail and Sign Out. */
export function SpiritualShell(props: {
  heading: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { user } = useAuth();
  const m = useMessages(spiritualMessages);
  return (
    <DashboardFrame
      sidebar={
        <SidebarNav
          label={m.sidebarLabel}
          entries={spiritualSidebarEntries.map(({ key, to }) => ({ label: m.sidebar[key], to }))}
          userName={user?.user_metadata?.full_name as string | undefined}
          userEmail={user?.email}
          signOut={<SignOutButton className="w-full" />}
        />
      }
      {...props}
    />
  );
}
