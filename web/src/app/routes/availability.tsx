// /availability: a guru's or pujari's weekly hours, days off and calendar; its own chunk.
import { RequireRole } from "@/features/auth";
import { AvailabilityPage } from "@/features/spiritual-dashboard/availability/availability-page";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("Availability", "Weekly hours, breaks, days off and the coming two weeks.");

export default function Screen() {
  return (
    <RequireRole roles={["guru", "pujari"]}>
      <AvailabilityPage />
    </RequireRole>
  );
}
