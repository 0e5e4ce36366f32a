// /bookings/:id: one booking with its timeline and Cancel; its own chunk.
import { useParams } from "react-router";
import { RequireAuth } from "@/features/auth";
import { useAuth } from "@/lib/auth/auth-context";
import { BookingDetailPage } from "@/features/bookings";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).booking);

export default function Screen() {
  const { id = "" } = useParams();
  const { user } = useAuth();
  return (
    <RequireAuth>
      {user ? <BookingDetailPage key={id} bookingId={id} viewerId={user.id} /> : null}
    </RequireAuth>
  );
}
