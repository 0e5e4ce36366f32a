// /earnings: a guru's or pujari's completed bookings by month, with a CSV export; its own chunk.
import { RequireRole } from "@/features/auth";
import { EarningsPage } from "@/features/spiritual-dashboard/earnings/earnings-page";
import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta("Earnings", "Completed bookings by month, with a CSV export.");

export default function Screen() {
  return (
    <RequireRole roles={["guru", "pujari"]}>
      <EarningsPage />
    </RequireRole>
  );
}
