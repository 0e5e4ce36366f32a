import { randomBytes } from "node:crypto";
import type { PaymentRow } from "../gateways/payment-gateway.ts";
import { paymentErrors } from "../payment-errors.ts";
import type { PaymentsDeps } from "../payments-deps.ts";
import {
  capturePayment,
  failPayment,
  findCheckoutFacts,
  findPayment,
} from "../repositories/payments.ts";
import type { CheckoutFacts } from "../gateways/payment-gateway.ts";

export type TestOutcome = "captured" | "failed" | "abandoned";

/** A payment the test checkout page may show: made through the test gateway. */
export async function findTestCheckout(
  deps: Pick<PaymentsDeps, "db">,
  paymentId: string,
): Promise<CheckoutFacts> {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment || payment.method !== "test" || !payment.order_ref) {
    throw paymentErrors.notFound("No test payment has this id");
  }
  return findCheckoutFacts(deps.db, payment);
}

/**
 * What the test checkout's buttons do, through the same functions a real gateway's confirmation
 * uses: pay (captured, with a made-up gateway payment id), fail, or leave it as it is.
 */
export async function settleTestCheckout(
  deps: Pick<PaymentsDeps, "db">,
  paymentId: string,
  outcome: TestOutcome,
): Promise<PaymentRow> {
  const { payment } = await findTestCheckout(deps, paymentId);
  const orderRef = payment.order_ref!;
  if (outcome === "abandoned") return payment;
  return deps.db.transaction((tx) =>
    outcome === "captured"
      ? capturePayment(tx, {
          method: "test",
          orderRef,
          gatewayPaymentRef: `pay_test_${randomBytes(9).toString("hex")}`,
          amountPaise: payment.amount_paise,
        })
      : failPayment(tx, {
          method: "test",
          orderRef,
          reason: "Declined on the test checkout page",
        }),
  );
}
