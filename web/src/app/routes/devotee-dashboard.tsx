// /devotee-dashboard: the devotee's home (SPEC §2); its own chunk, devotees only.
import { DevoteeDashboard } from "@/features/devotee-dashboard";
import { RequireRole } from "@/features/auth";
import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta("Devotee Dashboard", "Your bookings, activities and services.");

export default function Screen() {
  return (
    <RequireRole roles={["devotee"]}>
      <DevoteeDashboard />
    </RequireRole>
  );
}
