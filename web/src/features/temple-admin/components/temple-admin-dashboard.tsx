import { DashboardFrame } from "@/components/dashboard-frame";
import { SidebarNav } from "@/components/sidebar-nav";
import { SignOutButton, useAuth } from "@/features/auth";

import { templeSidebarEntries } from "../navigation";
import { AdminFeatures } from "./admin-features";
import { SevaPrograms } from "./seva-programs";
import { TempleQuickActions } from "./temple-quick-actions";
import { TempleStatsGrid } from "./temple-stats-grid";
import { UpcomingTempleEvents } from "./upcoming-temple-events";

/** /temple-admin (SPEC §2). */
export function TempleAdminDashboard() {
  const { user } = useAuth();
  return (
    <DashboardFrame
      heading="Temple Dashboard"
      sidebar={
        <SidebarNav
          label="Temple Admin"
          entries={templeSidebarEntries}
          userName={user?.user_metadata?.full_name as string | undefined}
          userEmail={user?.email}
          signOut={<SignOutButton className="w-full" />}
        />
      }
    >
      <TempleQuickActions />
      <TempleStatsGrid />
      <AdminFeatures />
      <div className="grid gap-6 lg:grid-cols-2">
        <UpcomingTempleEvents />
        <SevaPrograms />
      </div>
    </DashboardFrame>
  );
}
