import { formatPaise } from "@/lib/format";
import type { bookingMessages } from "./messages";

type StepMessages = (typeof bookingMessages)["en"]["timeline"]["steps"];

/**
 * A payment or refund step on a booking's timeline, as the database stores its values
 * (booking_events.params, see supabase/migrations/*_worded_by_the_app.sql).
 */
export type PaymentStepParams = Readonly<Record<string, unknown>>;

const isKeyOf = <T extends object>(words: T, key: unknown): key is keyof T =>
  typeof key === "string" && Object.hasOwn(words, key);

/** The step in the reader's language, or null when it was stored without its values. */
export function describePaymentStep(
  params: PaymentStepParams | null,
  m: StepMessages,
): string | null {
  if (!params || typeof params.amount_paise !== "number") return null;
  const amount = formatPaise(params.amount_paise);
  const how = isKeyOf(m.methods, params.method) ? m.methods[params.method] : null;
  const payee = isKeyOf(m.payees, params.payee) ? m.payees[params.payee] : null;
  switch (params.step) {
    case "paid":
      return how && m.paid(amount, how);
    case "upi_sent":
      return m.upiSent(amount);
    case "upi_not_received":
      return typeof params.reference === "string"
        ? m.upiNotReceived(amount, params.reference)
        : null;
    case "refund_started":
      return withReason(params, m, m.refundStarted(amount));
    case "refund_due":
      return how && payee && withReason(params, m, m.refundDue(amount, payee, how));
    case "refund_processed":
      return m.refundProcessed(amount);
    case "refund_returned":
      return payee && m.refundReturned(payee, amount);
    case "no_refund":
      return m.noRefund(amount);
    default:
      return null;
  }
}

/** A refund nobody asked for says why first: the booking was already paid, or had ended. */
function withReason(params: PaymentStepParams, m: StepMessages, sentence: string): string {
  const ended = isKeyOf(m.ended, params.status) ? m.ended[params.status] : null;
  const why =
    params.reason === "already_paid"
      ? m.alreadyPaid
      : params.reason === "arrived_after" && ended
        ? m.arrivedAfter(ended)
        : null;
  return why ? `${why} ${sentence}` : sentence;
}
