// /bookings: a devotee's own bookings, or a guru's or pujari's inbox (by the primary role); its own chunk.
import { RequireAuth, useAuth } from "@/features/auth";
import { MyBookingsPage } from "@/features/bookings";
import { BookingsInbox } from "@/features/spiritual-dashboard/bookings/bookings-inbox";
import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta("Bookings", "Your bookings and their status.");

export default function Screen() {
  const { user, primaryRole } = useAuth();
  const isProvider = primaryRole === "guru" || primaryRole === "pujari";
  return (
    <RequireAuth>
      {!user ? null : isProvider ? <BookingsInbox /> : <MyBookingsPage devoteeId={user.id} />}
    </RequireAuth>
  );
}
