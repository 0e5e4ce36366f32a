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
import type { TestGateway } from "../gateways/test-gateway.ts";

export type TestOutcome = "captured" | "failed" | "abandoned";

/**
 * A payment the test checkout page may show: made through the test gateway, asked for with the
 * token of its payer's checkout link. A wrong token answers as an unknown id does, so a guessed
 * or leaked id confirms nothing.
 */
export async function findTestCheckout(
  deps: Pick<PaymentsDeps, "db">,
  gateway: TestGateway,
  paymentId: string,
  token: string,
): Promise<CheckoutFacts> {
  const payment = await findPayment(deps.db, paymentId);
  if (
    !payment ||
    payment.method !== "test" ||
    !payment.order_ref ||
    !gateway.isCheckoutToken(payment, token)
  ) {
    throw paymentErrors.notFound(
      "No test payment has this id",
      "Open the checkout from the app again: its link carries the payer's token.",
    );
  }
  return findCheckoutFacts(deps.db, payment);
}

/**
 * What the test checkout's buttons do, through the same functions a real gateway's confirmation
 * uses: pay (captured, with a made-up gateway payment id), fail, or leave it as it is.
 */
export async function settleTestCheckout(
  deps: Pick<PaymentsDeps, "db">,
  gateway: TestGateway,
  checkout: { paymentId: string; token: string },
  outcome: TestOutcome,
): Promise<PaymentRow> {
  const { payment } = await findTestCheckout(deps, gateway, checkout.paymentId, checkout.token);
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
