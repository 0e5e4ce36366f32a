// /bookings/:id: one booking with its timeline and Cancel; its own chunk.
import { useParams } from "react-router";
import { RequireAuth } from "@/features/auth";
import { BookingDetailPage } from "@/features/bookings";
import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta("Booking", "Your booking's timeline and cancellation.");

export default function Screen() {
  const { id = "" } = useParams();
  return (
    <RequireAuth>
      <BookingDetailPage key={id} bookingId={id} />
    </RequireAuth>
  );
}
