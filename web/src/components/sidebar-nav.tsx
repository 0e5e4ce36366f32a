import type * as React from "react";
import { Link, useLocation } from "react-router";

import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
} from "@/components/ui/sidebar";
import { useTopNavLinks } from "@/components/top-nav-links";
import { useMessages } from "@/lib/i18n/use-messages";
import { componentMessages } from "./messages";

export interface SidebarNavEntry {
  label: string;
  to: string;
}

/** The links of one sidebar group, the current one marked. */
function SidebarEntries({ entries }: { entries: readonly SidebarNavEntry[] }) {
  const { pathname } = useLocation();
  return (
    <SidebarMenu>
      {entries.map((entry) => {
        const isActive = pathname === entry.to;
        return (
          <SidebarMenuItem key={entry.to}>
            <SidebarMenuButton asChild isActive={isActive} tooltip={entry.label}>
              <Link to={entry.to} aria-current={isActive ? "page" : undefined}>
                {/* An initial stands for the entry only while the sidebar is collapsed to icons. */}
                <span
                  aria-hidden="true"
                  className="hidden size-5 shrink-0 place-items-center rounded bg-muted text-xs font-semibold group-data-[collapsible=icon]:grid"
                >
                  {entry.label.charAt(0)}
                </span>
                <span>{entry.label}</span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        );
      })}
    </SidebarMenu>
  );
}

/**
 * The dashboards' sidebar: a labelled list of links (the current one marked), then the
 * signed-in user's name and e-mail and a sign-out control passed in by the feature.
 */
export function SidebarNav({
  label,
  entries,
  userName,
  userEmail,
  signOut,
}: {
  label: string;
  entries: readonly SidebarNavEntry[];
  /** The user's full name; `User` when there is none. */
  userName?: string | null;
  userEmail?: string | null;
  signOut: React.ReactNode;
}) {
  const m = useMessages(componentMessages);
  // The page's one navigation, at every width (the top bar hides its links beside a sidebar): it
  // also offers the top navigation's other links.
  const topNavLinks = useTopNavLinks();
  const moreLinks = topNavLinks.filter((link) => !entries.some((entry) => entry.to === link.to));
  return (
    <Sidebar label={label}>
      <SidebarHeader>
        <p className="truncate px-2 py-1 text-lg font-semibold group-data-[collapsible=icon]:sr-only">
          {label}
        </p>
      </SidebarHeader>
      <SidebarContent>
        <SidebarGroup>
          <SidebarEntries entries={entries} />
        </SidebarGroup>
        {moreLinks.length > 0 ? (
          <SidebarGroup>
            <SidebarGroupLabel>{m.more}</SidebarGroupLabel>
            <SidebarEntries entries={moreLinks} />
          </SidebarGroup>
        ) : null}
      </SidebarContent>
      <SidebarFooter>
        <div className="min-w-0 px-2 group-data-[collapsible=icon]:hidden">
          <p translate="no" className="truncate text-sm font-medium">
            {userName?.trim() || m.user}
          </p>
          <p translate="no" className="truncate text-xs text-muted-foreground">
            {userEmail ?? ""}
          </p>
        </div>
        <div className="group-data-[collapsible=icon]:hidden">{signOut}</div>
      </SidebarFooter>
    </Sidebar>
  );
}
