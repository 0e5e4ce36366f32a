import { defineMessages } from "@/lib/i18n/define-messages";

/** A booking's status as its devotee reads it, on every page that shows one. */
export const bookingStatusMessages = defineMessages("booking-status", {
  requested: "Requested",
  confirmed: "Confirmed",
  completed: "Completed",
  declined: "Declined",
  cancelled: "Cancelled",
  expired: "Expired",
});
