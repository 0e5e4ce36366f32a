import { randomBytes } from "node:crypto";
import type { PaymentGateway } from "./payment-gateway.ts";

/** Where the test checkout page lives, under the /payments/v1 mount. */
export function testCheckoutPath(paymentId: string): string {
  return `/payments/v1/test/checkout/${paymentId}`;
}

/**
 * The development gateway: an order id made up here and a checkout page served by this server that
 * succeeds, fails or is abandoned on request. It moves no money, so production refuses it.
 */
export function createTestGateway(): PaymentGateway {
  return {
    method: "test",
    createOrder: () => Promise.resolve(`order_test_${randomBytes(9).toString("hex")}`),
    describeCheckout(facts, _orderRef, returnTo) {
      const path = testCheckoutPath(facts.payment.id);
      return {
        checkout_url: returnTo ? `${path}?return_to=${encodeURIComponent(returnTo)}` : path,
      };
    },
    refund: () =>
      Promise.resolve({
        refundRef: `rfnd_test_${randomBytes(9).toString("hex")}`,
        isProcessed: true,
      }),
  };
}
