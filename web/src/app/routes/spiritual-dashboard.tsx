// /spiritual-dashboard: gurus' and pujaris' dashboard (SPEC §2); its own chunk.
import { RequireRole } from "@/features/auth";
import { SpiritualDashboard } from "@/features/spiritual-dashboard";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("Spiritual Dashboard", "Your schedule, sessions and events as a guru or pandit.");

export default function Screen() {
  return (
    <RequireRole roles={["guru", "pujari"]}>
      <SpiritualDashboard />
    </RequireRole>
  );
}
