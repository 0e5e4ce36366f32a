/**
 * The one cancellation rule: what every screen and message says about cancelling a booking, and
 * what a cancellation refunds, from the offering's (or the booking's copy of its) two fields.
 * public.cancel_booking applies the same rule in SQL; a server test compares the two.
 */
export interface CancellationRule {
  /** Free until this many hours before the start. */
  free_cancel_hours: number;
  /** After that, the share of the price the provider keeps. */
  kept_percent: number;
}

/** The rule's shape, as the words need it. */
export type CancellationPolicy =
  { kind: "free_until_start" } | { kind: "free_until"; hours: number; keptPercent: number };

export function cancellationPolicyOf(rule: CancellationRule): CancellationPolicy {
  // Nothing kept, or no window before the start: every cancellation before the start is free.
  if (rule.kept_percent === 0 || rule.free_cancel_hours === 0) return { kind: "free_until_start" };
  return { kind: "free_until", hours: rule.free_cancel_hours, keptPercent: rule.kept_percent };
}

/** A type, not an interface, so that the web app's message books can hold it. */
export type CancellationPolicyWords = {
  freeUntilStart: string;
  freeUntilThenKept: (hours: number, keptPercent: number) => string;
  freeUntilThenNoRefund: (hours: number) => string;
  /** Said wherever the whole rule is shown: the booking form, the cancel dialog, e-mails. */
  requestsAndProviderCancellations: string;
};

/** The rule in one sentence, e.g. "Free cancellation until 24 hours before the start; …". */
export function describeCancellationPolicy(
  rule: CancellationRule,
  words: CancellationPolicyWords,
): string {
  const policy = cancellationPolicyOf(rule);
  if (policy.kind === "free_until_start") return words.freeUntilStart;
  return policy.keptPercent === 100
    ? words.freeUntilThenNoRefund(policy.hours)
    : words.freeUntilThenKept(policy.hours, policy.keptPercent);
}

export interface CancellableBooking extends CancellationRule {
  status: string;
  price_paise: number;
  startsAt: Date;
}

/**
 * What cancelling at `at` refunds: all when the provider cancels, while the booking is still a
 * request, or until the free window closes; after that all but the kept share (rounded in the
 * devotee's favour, as integer division in SQL does).
 */
export function refundOnCancel(
  booking: CancellableBooking,
  cancelledBy: "devotee" | "provider",
  at: Date,
) {
  const freeUntil = new Date(booking.startsAt.getTime() - booking.free_cancel_hours * 3_600_000);
  const isFree =
    cancelledBy === "provider" ||
    booking.status === "requested" ||
    at.getTime() <= freeUntil.getTime();
  const keptPaise = isFree ? 0 : Math.floor((booking.price_paise * booking.kept_percent) / 100);
  return { refundPaise: booking.price_paise - keptPaise, keptPaise, freeUntil, isFree };
}

/**
 * Whether the devotee may still move a confirmed booking at `at`: while the rule lets them cancel
 * it free (public.reschedule_booking asks the same through app_private.is_free_to_change).
 */
export function isFreeToChange(booking: CancellationRule & { startsAt: Date }, at: Date): boolean {
  const startsAt = booking.startsAt.getTime();
  if (cancellationPolicyOf(booking).kind === "free_until_start") return at.getTime() < startsAt;
  return at.getTime() <= startsAt - booking.free_cancel_hours * 3_600_000;
}
