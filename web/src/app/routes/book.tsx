// /book: what a devotee can book and whom they booked before; its own chunk, devotees only.
import { RequireRole, useAuth } from "@/features/auth";
import { BookPage } from "@/features/bookings";
import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta("Book", "Book a pooja, katha or consultation.");

export default function Screen() {
  const { user } = useAuth();
  return (
    <RequireRole roles={["devotee"]}>{user ? <BookPage devoteeId={user.id} /> : null}</RequireRole>
  );
}
