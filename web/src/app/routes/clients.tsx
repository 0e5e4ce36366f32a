// /clients: the devotees who booked a guru or pujari, with their bookings; its own chunk.
import { RequireRole } from "@/features/auth";
import { ClientsPage } from "@/features/spiritual-dashboard/clients/clients-page";
import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta("Clients", "The devotees who booked you, with their bookings.");

export default function Screen() {
  return (
    <RequireRole roles={["guru", "pujari"]}>
      <ClientsPage />
    </RequireRole>
  );
}
