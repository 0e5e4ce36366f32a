import type { PaymentSettings } from "../../config.ts";
import type { GatewayMethod, PaymentGateway } from "./payment-gateway.ts";
import { createRazorpayGateway, type RazorpayGateway } from "./razorpay-gateway.ts";
import { createTestGateway, type TestGateway } from "./test-gateway.ts";
import { createUpiGateway } from "./upi-gateway.ts";

/**
 * The gateway new payments use (`PAYMENTS_GATEWAY`) and every gateway this server can still act
 * for: a payment is refunded by the gateway that took it, whatever the setting is today.
 */
export interface PaymentGateways {
  active: PaymentGateway;
  /** Present when Razorpay's keys are set. */
  razorpay: RazorpayGateway | undefined;
  /** Present outside production: its checkout page is served by this server. */
  test: TestGateway | undefined;
  /** The gateway for a payment's `method`, or undefined when this server cannot act for it. */
  forMethod(method: string): PaymentGateway | undefined;
}

export function createPaymentGateways(config: PaymentSettings): PaymentGateways {
  const razorpay =
    config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET
      ? createRazorpayGateway({
          keyId: config.RAZORPAY_KEY_ID,
          keySecret: config.RAZORPAY_KEY_SECRET,
          apiUrl: config.RAZORPAY_API_URL,
          webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
        })
      : undefined;
  // The test gateway captures without money: never available in production.
  const test = config.NODE_ENV !== "production" ? createTestGateway() : undefined;
  const byMethod = new Map<GatewayMethod, PaymentGateway>([["upi", createUpiGateway()]]);
  if (razorpay) byMethod.set("razorpay", razorpay);
  if (test) byMethod.set("test", test);
  const active = byMethod.get(config.PAYMENTS_GATEWAY);
  if (!active) throw new Error(`payments gateway ${config.PAYMENTS_GATEWAY} is not configured`);
  return {
    active,
    razorpay,
    test,
    forMethod: (method) => byMethod.get(method as GatewayMethod),
  };
}
