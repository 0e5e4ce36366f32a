import { BOOKING_STATUS_VARIANTS } from "@/components/booking-status";
import { Badge } from "@/components/ui/badge";
import type { BookingStatus } from "@/components/booking-status";

export const STATUS_LABELS: Record<BookingStatus, string> = {
  requested: "Requested",
  confirmed: "Confirmed",
  completed: "Completed",
  declined: "Declined",
  cancelled: "Cancelled",
  expired: "Expired",
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  return <Badge variant={BOOKING_STATUS_VARIANTS[status]}>{STATUS_LABELS[status]}</Badge>;
}
