// /temple-admin/events: the temple's events and registrations; its own chunk.
import { RequireRole } from "@/features/auth";
import { EventsPage } from "@/features/temple-admin/events/events-page";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("Temple Events", "Create, edit and cancel your temple's events; see who registered.");

export default function Screen() {
  return (
    <RequireRole roles={["temple_admin"]}>
      <EventsPage />
    </RequireRole>
  );
}
