import type { PaymentPurpose, PaymentRow } from "./gateways/payment-gateway.ts";
import { purposeOf } from "./repositories/payments.ts";

/** A payment as the API answers with it. */
export interface PaymentSummary {
  payment_id: string;
  method: string;
  status: string;
  amount_paise: number;
  purpose: PaymentPurpose;
  /** The donation's, booking's or course enrolment's id. */
  target_id: string;
}

export function describePayment(payment: PaymentRow): PaymentSummary {
  return {
    payment_id: payment.id,
    method: payment.method,
    status: payment.status,
    amount_paise: payment.amount_paise,
    purpose: purposeOf(payment),
    target_id: (payment.donation_id ?? payment.booking_id ?? payment.course_enrolment_id)!,
  };
}
