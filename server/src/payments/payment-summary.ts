import type { PaymentRow } from "./gateways/payment-gateway.ts";

/** A payment as the API answers with it. */
export interface PaymentSummary {
  payment_id: string;
  method: string;
  status: string;
  amount_paise: number;
  purpose: "donation" | "booking";
  /** The donation's or booking's id. */
  target_id: string;
}

export function describePayment(payment: PaymentRow): PaymentSummary {
  return {
    payment_id: payment.id,
    method: payment.method,
    status: payment.status,
    amount_paise: payment.amount_paise,
    purpose: payment.donation_id ? "donation" : "booking",
    target_id: (payment.donation_id ?? payment.booking_id)!,
  };
}
