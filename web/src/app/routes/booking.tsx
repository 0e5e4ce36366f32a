// /bookings/:id: one booking with its timeline and Cancel, its payment and review placed here; its
// own chunk.
import { useParams } from "react-router";
import { RequireAuth } from "@/features/auth";
import { useAuth } from "@/lib/auth/auth-context";
import { BookingDetailPage, type BookingPageSlots } from "@/features/bookings";
import { BookingPayment } from "@/features/payments";
import { BookingReview } from "@/features/reviews";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).booking);

const slots: BookingPageSlots = {
  payment: (facts) => <BookingPayment {...facts} />,
  review: (facts) => <BookingReview {...facts} />,
};

export default function Screen() {
  const { id = "" } = useParams();
  const { user } = useAuth();
  return (
    <RequireAuth>
      {user ? <BookingDetailPage key={id} bookingId={id} viewerId={user.id} slots={slots} /> : null}
    </RequireAuth>
  );
}
