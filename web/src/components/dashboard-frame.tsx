import type * as React from "react";

import { SidebarInset, SidebarProvider, SidebarTrigger } from "@/components/ui/sidebar";
import { MAIN_CONTENT_ID } from "@/components/ui/skip-link";

/** A sidebar dashboard: the sidebar, then a header row (toggle, heading, actions) and the page. */
export function DashboardFrame({
  sidebar,
  heading,
  actions,
  children,
}: {
  sidebar: React.ReactNode;
  heading: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <SidebarProvider>
      {sidebar}
      <SidebarInset id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        <header className="flex flex-wrap items-center gap-3 border-b border-border px-4 py-3">
          <SidebarTrigger />
          <h1 className="min-w-0 flex-1 basis-40 text-xl font-bold wrap-break-word md:text-2xl">
            {heading}
          </h1>
          {actions}
        </header>
        <div className="space-y-8 p-4 md:p-6">{children}</div>
      </SidebarInset>
    </SidebarProvider>
  );
}
