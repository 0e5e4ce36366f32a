/**
 * The transactional message kinds sent to phones. MSG91 (India's DLT rules) needs a registered
 * template per kind, so this list is closed: a new kind is added here and to each provider's
 * template settings.
 */
export const PHONE_MESSAGE_KINDS = [
  "booking_requested",
  "booking_confirmed",
  "booking_declined",
  "booking_cancelled",
  "booking_completed",
  "booking_expired",
  "booking_rescheduled",
  "booking_reminder",
  "event_reminder",
  "payment_received",
  "payment_refunded",
  "donation_receipt",
  "verification_submitted",
  "verification_approved",
  "verification_rejected",
  "verification_suspended",
  "verification_reinstated",
  "sign_in_code",
] as const;

export type PhoneMessageKind = (typeof PHONE_MESSAGE_KINDS)[number];
