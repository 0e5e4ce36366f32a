// /temple-admin/poojas: the temple's poojas and their bookings; its own chunk.
import { RequireRole } from "@/features/auth";
import { PoojasPage } from "@/features/temple-admin/poojas/poojas-page";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("Poojas", "The poojas your temple performs for devotees, and their bookings.");

export default function Screen() {
  return (
    <RequireRole roles={["temple_admin"]}>
      <PoojasPage />
    </RequireRole>
  );
}
