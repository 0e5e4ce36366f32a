import type { BadgeProps } from "@/components/ui/badge";

/** The `bookings.status` values (see the platform schema). */
export type BookingStatus =
  "requested" | "confirmed" | "completed" | "declined" | "cancelled" | "expired";

/**
 * One badge colour per booking status on every page that shows one, each at least 4.5:1 with its
 * text (WCAG AA for the badge's small bold type). Place a badge on a fully opaque background: a
 * dimmed parent (opacity) blends its colours and breaks the ratio.
 */
export const BOOKING_STATUS_VARIANTS: Record<BookingStatus, BadgeProps["variant"]> = {
  requested: "secondary",
  confirmed: "default",
  completed: "muted",
  declined: "destructive",
  cancelled: "outline",
  expired: "outline",
};
