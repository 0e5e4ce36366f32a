import type { PaymentRow } from "../gateways/payment-gateway.ts";
import { RazorpayApiError, type RazorpayPayment } from "../gateways/razorpay-api.ts";
import type { RazorpayGateway } from "../gateways/razorpay-gateway.ts";
import { isValidCheckoutSignature } from "../gateways/razorpay-signature.ts";
import { paymentErrors } from "../payment-errors.ts";
import type { PaymentsDeps } from "../payments-deps.ts";
import { capturePayment, failPayment, findPaymentByOrder } from "../repositories/payments.ts";

export function requireRazorpay(deps: Pick<PaymentsDeps, "gateways">): RazorpayGateway {
  const razorpay = deps.gateways.razorpay;
  if (!razorpay) {
    throw paymentErrors.notFound(
      "Razorpay is not set up on this server",
      "Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET.",
    );
  }
  return razorpay;
}

/**
 * What the browser sends when Razorpay Checkout succeeds. The signature proves Razorpay issued this
 * payment id for our order; the payment's amount and state then come from Razorpay itself (an
 * `authorized` payment is captured for the order's amount), and the database records it once.
 * Sending the same proof again changes nothing.
 */
export async function confirmRazorpayPayment(
  deps: Pick<PaymentsDeps, "db" | "gateways">,
  input: { orderId: string; paymentId: string; signature: string },
): Promise<PaymentRow> {
  const razorpay = requireRazorpay(deps);
  if (
    !isValidCheckoutSignature(razorpay.keySecret, input.orderId, input.paymentId, input.signature)
  ) {
    throw paymentErrors.badInput(
      "The payment signature does not match",
      "Open the checkout again; if money was taken, it is confirmed automatically.",
    );
  }
  const payment = await findPaymentByOrder(deps.db, "razorpay", input.orderId);
  if (!payment) throw paymentErrors.notFound("No payment has this order");
  if (payment.status === "captured") return payment;
  let remote = await fetchRemotePayment(razorpay, input.paymentId);
  if (remote.order_id !== input.orderId) {
    throw paymentErrors.badInput("This payment belongs to another order");
  }
  if (remote.status === "authorized") {
    if (remote.amount !== payment.amount_paise) {
      throw paymentErrors.badInput("The amount paid is not the amount due");
    }
    remote = await captureRemotePayment(razorpay, remote);
  }
  if (remote.status === "captured" || remote.status === "refunded") {
    return deps.db.transaction((tx) =>
      capturePayment(tx, {
        method: "razorpay",
        orderRef: input.orderId,
        gatewayPaymentRef: remote.id,
        amountPaise: remote.amount,
      }),
    );
  }
  if (remote.status === "failed") {
    return deps.db.transaction((tx) =>
      failPayment(tx, {
        method: "razorpay",
        orderRef: input.orderId,
        reason: remote.error_description ?? "The payment failed",
      }),
    );
  }
  throw paymentErrors.wrongState(
    "Razorpay has not confirmed this payment yet",
    "It is confirmed automatically as soon as Razorpay does; look again in a minute.",
  );
}

async function fetchRemotePayment(razorpay: RazorpayGateway, paymentId: string) {
  try {
    return await razorpay.api.fetchPayment(paymentId);
  } catch (error) {
    if (error instanceof RazorpayApiError && error.status === 400) {
      throw paymentErrors.badInput("Razorpay does not know this payment");
    }
    throw paymentErrors.gatewayFailed("Razorpay could not be asked about the payment", error);
  }
}

/** Captures an authorized payment; if the webhook or auto-capture did it first, reads it again. */
async function captureRemotePayment(
  razorpay: RazorpayGateway,
  remote: RazorpayPayment,
): Promise<RazorpayPayment> {
  try {
    return await razorpay.api.capturePayment(remote.id, remote.amount);
  } catch (error) {
    const again = await fetchRemotePayment(razorpay, remote.id);
    if (again.status === "captured") return again;
    throw paymentErrors.gatewayFailed("Razorpay could not capture the payment", error);
  }
}
