// /bookings: a devotee's own bookings, or a guru's or pujari's inbox (by the primary role); its own chunk.
import { RequireAuth } from "@/features/auth";
import { useAuth } from "@/lib/auth/auth-context";
import { MyBookingsPage } from "@/features/bookings";
import { MyCourses } from "@/features/courses";
import { PaymentsToConfirm } from "@/features/payments";
import { BookingsInbox } from "@/features/spiritual-dashboard/bookings/bookings-inbox";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).bookings);

export default function Screen() {
  const { user, primaryRole } = useAuth();
  const isProvider = primaryRole === "guru" || primaryRole === "pujari";
  return (
    <RequireAuth>
      {!user ? null : isProvider ? (
        <BookingsInbox
          paymentsToConfirm={(providerId) => (
            <PaymentsToConfirm column="provider_id" id={providerId} />
          )}
        />
      ) : (
        <MyBookingsPage devoteeId={user.id} after={<MyCourses userId={user.id} />} />
      )}
    </RequireAuth>
  );
}
