// /bookings: a devotee's own bookings, or a guru's or pujari's inbox (by the primary role); its own chunk.
import { RequireAuth, useAuth } from "@/features/auth";
import { MyBookingsPage } from "@/features/bookings";
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
      {!user ? null : isProvider ? <BookingsInbox /> : <MyBookingsPage devoteeId={user.id} />}
    </RequireAuth>
  );
}
