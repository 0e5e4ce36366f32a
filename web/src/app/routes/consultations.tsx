// /consultations: the guru's or pujari's offerings, the Consultations view of /services; its own chunk.
import { RequireRole } from "@/features/auth";
import { OfferingsPage } from "@/features/spiritual-dashboard/offerings/offerings-page";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("Consultations", "Add, edit, pause and delete what you offer devotees.");

export default function Screen() {
  return (
    <RequireRole roles={["guru", "pujari"]}>
      <OfferingsPage view="consultation" />
    </RequireRole>
  );
}
