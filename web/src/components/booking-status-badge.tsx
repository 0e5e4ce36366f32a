import { BOOKING_STATUS_VARIANTS, type BookingStatus } from "@/components/booking-status";
import { bookingStatusMessages } from "@/components/booking-status.messages";
import { Badge } from "@/components/ui/badge";
import { useMessages } from "@/lib/i18n/use-messages";

/** A booking's status as a badge, in the devotee's words and the status's colour. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const words = useMessages(bookingStatusMessages);
  return <Badge variant={BOOKING_STATUS_VARIANTS[status]}>{words[status]}</Badge>;
}
