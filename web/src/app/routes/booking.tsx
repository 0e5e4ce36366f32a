// /bookings/:id: one booking with its timeline and Cancel; its own chunk.
import { useParams } from "react-router";
import { RequireAuth, useAuth } from "@/features/auth";
import { BookingDetailPage } from "@/features/bookings";
import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta("Booking", "Your booking's timeline and cancellation.");

export default function Screen() {
  const { id = "" } = useParams();
  const { user } = useAuth();
  return (
    <RequireAuth>
      {user ? <BookingDetailPage key={id} bookingId={id} viewerId={user.id} /> : null}
    </RequireAuth>
  );
}
