// /bookings: a devotee's own bookings, or a guru's or pujari's inbox (by the primary role); its own chunk.
import { MyBookingsPage } from "@/features/bookings";
import { MyCourses } from "@/features/courses";
import { PaymentsToConfirm } from "@/features/payments";
import { BookingsInbox } from "@/features/spiritual-dashboard/bookings/bookings-inbox";
import { messagesOf } from "@/lib/i18n/locale-store";
import { pageMeta } from "@/lib/page-meta";
import { SignedInByRole } from "../signed-in-by-role";
import { signedInMetaMessages } from "./signed-in-meta.messages";

export const meta = () => pageMeta(messagesOf(signedInMetaMessages).bookings);

export default function Screen() {
  return (
    <SignedInByRole
      provider={() => (
        <BookingsInbox
          paymentsToConfirm={(providerId) => (
            <PaymentsToConfirm column="provider_id" id={providerId} />
          )}
        />
      )}
      devotee={(userId) => (
        <MyBookingsPage devoteeId={userId} after={<MyCourses userId={userId} />} />
      )}
    />
  );
}
