// /services: the guru's or pujari's offerings; its own chunk.
import { RequireRole } from "@/features/auth";
import { OfferingsPage } from "@/features/spiritual-dashboard/offerings/offerings-page";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("Your Services", "Add, edit, pause and delete what you offer devotees.");

export default function Screen() {
  return (
    <RequireRole roles={["guru", "pujari"]}>
      <OfferingsPage view="all" />
    </RequireRole>
  );
}
