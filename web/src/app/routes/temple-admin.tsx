// /temple-admin: the temple administrator's dashboard (SPEC §2); its own chunk.
import { RequireRole } from "@/features/auth";
import { TempleAdminDashboard } from "@/features/temple-admin";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("Temple Admin", "Your temple's events, donations and seva programs.");

export default function Screen() {
  return (
    <RequireRole roles={["temple_admin"]}>
      <TempleAdminDashboard />
    </RequireRole>
  );
}
