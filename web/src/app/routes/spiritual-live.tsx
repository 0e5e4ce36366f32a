// /spiritual-dashboard/live: schedule and start live sessions (SPEC §2, §5); its own chunk.
import { RequireRole } from "@/features/auth";
import { SpiritualLive } from "@/features/spiritual-dashboard";
import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta("Live Sessions", "Schedule live sessions or go live now.");

export default function Screen() {
  return (
    <RequireRole roles={["guru", "pujari"]}>
      <SpiritualLive />
    </RequireRole>
  );
}
