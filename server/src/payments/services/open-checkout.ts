import { readPostgresError } from "../../db/postgres-error.ts";
import type { Checkout, CheckoutFacts, PaymentPurpose } from "../gateways/payment-gateway.ts";
import { paymentErrors } from "../payment-errors.ts";
import type { PaymentsDeps } from "../payments-deps.ts";
import {
  attachOrder,
  findCheckoutFacts,
  findPayment,
  startPayment,
} from "../repositories/payments.ts";
import { RazorpayApiError } from "../gateways/razorpay-api.ts";

export interface OpenedCheckout {
  payment_id: string;
  method: string;
  amount_paise: number;
  status: string;
  checkout: Checkout;
}

/**
 * Starts (or re-opens) the payment of a donation, booking or course enrolment through the active gateway: the amount
 * comes from the row, never the browser. The payment is written first, then the gateway's order is
 * created and attached, so a gateway outage leaves a `created` payment that the next attempt reuses.
 */
export async function openCheckout(
  deps: Pick<PaymentsDeps, "db" | "gateways">,
  input: {
    purpose: PaymentPurpose;
    targetId: string;
    payerId: string;
    returnTo?: string;
  },
): Promise<OpenedCheckout> {
  const gateway = deps.gateways.active;
  // start_payment refuses what cannot be paid (already paid, cancelled, no UPI ID for direct UPI).
  const facts = await deps.db.transaction(async (tx) =>
    findCheckoutFacts(tx, await startPayment(tx, { ...input, method: gateway.method })),
  );
  let orderRef = facts.payment.order_ref;
  if (!orderRef) orderRef = await createAndAttachOrder(deps, facts);
  return {
    payment_id: facts.payment.id,
    method: facts.payment.method,
    amount_paise: facts.payment.amount_paise,
    status: facts.payment.status,
    checkout: gateway.describeCheckout(facts, orderRef, input.returnTo),
  };
}

async function createAndAttachOrder(
  deps: Pick<PaymentsDeps, "db" | "gateways">,
  facts: CheckoutFacts,
): Promise<string | null> {
  let orderRef: string | null;
  try {
    orderRef = await deps.gateways.active.createOrder(facts);
  } catch (error) {
    if (error instanceof RazorpayApiError) {
      throw paymentErrors.gatewayFailed("Razorpay could not open the payment", error);
    }
    throw error;
  }
  if (!orderRef) return null;
  try {
    await deps.db.transaction((tx) => attachOrder(tx, facts.payment.id, orderRef!));
    return orderRef;
  } catch (error) {
    // Two checkouts opened at once: the other one's order was attached first; use it.
    if (readPostgresError(error)?.code !== "PT409") throw error;
    const current = await findPayment(deps.db, facts.payment.id);
    if (!current?.order_ref) throw error;
    return current.order_ref;
  }
}
