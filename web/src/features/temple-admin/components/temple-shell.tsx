import type * as React from "react";

import { DashboardSidebarFrame } from "@/components/dashboard-sidebar-frame";
import { useMessages } from "@/lib/i18n/use-messages";

import { templeAdminMessages } from "../messages";
import { templeSidebarEntries } from "../navigation";

/** The temple admin's frame: the sidebar with their name, e-mail and Sign Out. */
export function TempleShell(props: {
  heading: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const m = useMessages(templeAdminMessages);
  return (
    <DashboardSidebarFrame
      label={m.sidebar}
      entries={templeSidebarEntries.map(({ key, to }) => ({ label: m.nav[key], to }))}
      {...props}
    />
  );
}
