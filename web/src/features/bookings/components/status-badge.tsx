import { BOOKING_STATUS_VARIANTS } from "@/components/booking-status";
import { Badge } from "@/components/ui/badge";
import type { BookingStatus } from "@/components/booking-status";
import { useMessages } from "@/lib/i18n/use-messages";
import { bookingMessages } from "../messages";

export function StatusBadge({ status }: { status: BookingStatus }) {
  const m = useMessages(bookingMessages);
  return <Badge variant={BOOKING_STATUS_VARIANTS[status]}>{m.statuses[status]}</Badge>;
}
