import { randomBytes } from "node:crypto";
import { hmacSha256Base64Url, isEqualSecret } from "../../lib/crypto.ts";
import type { PaymentGateway, PaymentRow } from "./payment-gateway.ts";

/** Where the test checkout page lives, from the API's origin: the payments function's own path. */
export function testCheckoutPath(paymentId: string): string {
  return `/functions/v1/payments/test/checkout/${paymentId}`;
}

export interface TestGateway extends PaymentGateway {
  readonly method: "test";
  /** Whether `token` is the one this server put in the payment's checkout link. */
  isCheckoutToken(payment: PaymentRow, token: string): boolean;
}

/**
 * The development gateway: an order id made up here and a checkout page served by this server that
 * succeeds, fails or is abandoned on request. It moves no money, so production refuses it.
 *
 * The checkout link carries a token (an HMAC of the payment and its payer under a key made at
 * start) that the page and its buttons require, so knowing a payment id is not enough to mark
 * someone's donation paid. Only the payer gets the link: `POST /orders` needs their session. A
 * token rather than the session itself because the page is a plain form that works without
 * JavaScript, and a browser's form post cannot carry the app's Bearer token. A restart
 * invalidates open links; paying again from the app opens a fresh one.
 */
export function createTestGateway(): TestGateway {
  const key = randomBytes(32).toString("base64url");
  const checkoutToken = (payment: PaymentRow) =>
    hmacSha256Base64Url(key, `test-checkout:${payment.id}:${payment.payer_id}`);
  return {
    method: "test",
    createOrder: () => Promise.resolve(`order_test_${randomBytes(9).toString("hex")}`),
    describeCheckout(facts, _orderRef, returnTo) {
      const query = new URLSearchParams({ token: checkoutToken(facts.payment) });
      if (returnTo) query.set("return_to", returnTo);
      return { checkout_url: `${testCheckoutPath(facts.payment.id)}?${query.toString()}` };
    },
    isCheckoutToken: (payment, token) => isEqualSecret(token, checkoutToken(payment)),
    refund: () =>
      Promise.resolve({
        refundRef: `rfnd_test_${randomBytes(9).toString("hex")}`,
        isProcessed: true,
      }),
  };
}
