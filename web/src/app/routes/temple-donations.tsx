// /temple-admin/donations: the temple's donations, totals and export; its own chunk.
import { RequireRole } from "@/features/auth";
import { DonationsPage } from "@/features/temple-admin/donations/donations-page";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("Donations", "Every donation to your temple, totals by program and month, and export.");

export default function Screen() {
  return (
    <RequireRole roles={["temple_admin"]}>
      <DonationsPage />
    </RequireRole>
  );
}
