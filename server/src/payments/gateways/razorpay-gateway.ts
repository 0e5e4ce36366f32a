import { createRazorpayApi, type RazorpayApi, type RazorpaySettings } from "./razorpay-api.ts";
import type { PaymentGateway } from "./payment-gateway.ts";

export interface RazorpayGateway extends PaymentGateway {
  readonly method: "razorpay";
  readonly api: RazorpayApi;
  readonly keySecret: string;
  /** Unset when webhooks are not configured; the webhook route then refuses everything. */
  readonly webhookSecret: string | undefined;
}

/**
 * Razorpay Standard Checkout: an order created here (amount from the payment row, receipt = the
 * payment id), Checkout opened in the browser with its id, the result confirmed by the checkout
 * signature and by the webhook; refunds through the Refunds API.
 */
export function createRazorpayGateway(
  settings: RazorpaySettings & { webhookSecret: string | undefined },
): RazorpayGateway {
  const api = createRazorpayApi(settings);
  return {
    method: "razorpay",
    api,
    keySecret: settings.keySecret,
    webhookSecret: settings.webhookSecret,
    async createOrder(facts) {
      const order = await api.createOrder({
        amount: facts.payment.amount_paise,
        receipt: facts.payment.id,
        notes: {
          payment_id: facts.payment.id,
          purpose: facts.purpose,
          target_id:
            facts.payment.donation_id ??
            facts.payment.booking_id ??
            facts.payment.course_enrolment_id ??
            "",
        },
      });
      return order.id;
    },
    describeCheckout(facts, orderRef) {
      if (!orderRef) throw new Error("a Razorpay checkout needs its order");
      return {
        key_id: settings.keyId,
        order_id: orderRef,
        amount: facts.payment.amount_paise,
        currency: "INR",
        name: facts.payeeName,
        description: facts.description,
        prefill: {
          name: facts.payerName,
          ...(facts.payerEmail ? { email: facts.payerEmail } : {}),
        },
        notes: { payment_id: facts.payment.id },
      };
    },
    async refund(payment) {
      if (!payment.gateway_payment_ref) {
        throw new Error(`payment ${payment.id} has no Razorpay payment to refund`);
      }
      const refund = await api.createRefund(
        payment.gateway_payment_ref,
        {
          amount: payment.refund_paise,
          receipt: payment.id,
          notes: { payment_id: payment.id },
        },
        `refund-${payment.id}`,
      );
      return { refundRef: refund.id, isProcessed: refund.status === "processed" };
    },
  };
}
