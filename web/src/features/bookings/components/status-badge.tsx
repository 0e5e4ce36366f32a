import { Badge, type BadgeProps } from "@/components/ui/badge";
import type { BookingStatus } from "../api/list-my-bookings";

export const STATUS_LABELS: Record<BookingStatus, string> = {
  requested: "Requested",
  confirmed: "Confirmed",
  completed: "Completed",
  declined: "Declined",
  cancelled: "Cancelled",
  expired: "Expired",
};

const VARIANTS: Record<BookingStatus, BadgeProps["variant"]> = {
  requested: "secondary",
  confirmed: "default",
  completed: "muted",
  declined: "destructive",
  cancelled: "outline",
  expired: "outline",
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  return <Badge variant={VARIANTS[status]}>{STATUS_LABELS[status]}</Badge>;
}
