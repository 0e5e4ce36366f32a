import type * as React from "react";

import { DashboardSidebarFrame } from "@/components/dashboard-sidebar-frame";
import { useMessages } from "@/lib/i18n/use-messages";

import { spiritualMessages } from "../messages";
import { spiritualSidebarEntries } from "../navigation";

/** The spiritual user's frame: the sidebar with their name, e-mail and Sign Out. */
export function SpiritualShell(props: {
  heading: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const m = useMessages(spiritualMessages);
  return (
    <DashboardSidebarFrame
      label={m.sidebarLabel}
      entries={spiritualSidebarEntries.map(({ key, to }) => ({ label: m.sidebar[key], to }))}
      {...props}
    />
  );
}
