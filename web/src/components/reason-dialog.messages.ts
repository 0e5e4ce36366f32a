import { defineMessages } from "@/lib/i18n/define-messages";

/** The host's decisions on a booking, as the inbox and the booking page ask for them. */
export const bookingDecisionMessages = defineMessages("booking-decisions", {
  dialogs: {
    confirm: {
      title: "Confirm this booking?",
      description: "The devotee is told at once; add a message if you like.",
      confirmLabel: "Confirm booking",
      done: "Booking confirmed",
    },
    decline: {
      title: "Decline this booking?",
      description: "The devotee reads your reason; the time becomes free again.",
      confirmLabel: "Decline booking",
      done: "Booking declined",
    },
    cancel: {
      title: "Cancel this booking?",
      description: "The devotee reads your reason and is refunded in full.",
      confirmLabel: "Cancel booking",
      done: "Booking cancelled",
    },
  },
  reason: {
    missing: "Write a reason the devotee will read",
    optionalLabel: "Message to the devotee (optional)",
    label: "Reason",
    back: "Back",
  },
});
