// /bookings: the signed-in user's bookings (a devotee's own list); its own chunk.
import { RequireAuth, useAuth } from "@/features/auth";
import { MyBookingsPage } from "@/features/bookings";
import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta("Bookings", "Your bookings and their status.");

export default function Screen() {
  const { user } = useAuth();
  return <RequireAuth>{user ? <MyBookingsPage devoteeId={user.id} /> : null}</RequireAuth>;
}
