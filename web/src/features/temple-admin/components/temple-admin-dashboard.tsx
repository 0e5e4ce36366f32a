import { AdminFeatures } from "./admin-features";
import { SevaPrograms } from "./seva-programs";
import { TempleQuickActions } from "./temple-quick-actions";
import { TempleShell } from "./temple-shell";
import { TempleStatsGrid } from "./temple-stats-grid";
import { UpcomingTempleEvents } from "./upcoming-temple-events";

/** /temple-admin (SPEC §2). */
export function TempleAdminDashboard() {
  return (
    <TempleShell heading="Temple Dashboard">
      <TempleQuickActions />
      <TempleStatsGrid />
      <AdminFeatures />
      <div className="grid gap-6 lg:grid-cols-2">
        <UpcomingTempleEvents />
        <SevaPrograms />
      </div>
    </TempleShell>
  );
}
