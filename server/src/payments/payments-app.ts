import { type Context, Hono } from "hono";
import { DatabaseUnavailableError } from "../db/connection-errors.ts";
import { readPostgresError } from "../db/postgres-error.ts";
import type { AppEnv } from "../http/app-env.ts";
import { noStoreByDefault } from "../http/no-store-by-default.ts";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../http/database-unavailable.ts";
import type { PaymentSettings } from "../config.ts";
import { createPaymentGateways } from "./gateways/payment-gateways.ts";
import { fromPostgresError, PaymentError, paymentErrors } from "./payment-errors.ts";
import type { PaymentsDeps } from "./payments-deps.ts";
import { createOrder } from "./routes/create-order.ts";
import { getReceipt } from "./routes/get-receipt.ts";
import { getStatement } from "./routes/get-statement.ts";
import { receiveRazorpayWebhook } from "./routes/razorpay-webhook.ts";
import { showTestCheckout, submitTestCheckout } from "./routes/test-checkout.ts";
import { verifyRazorpayPayment } from "./routes/verify-razorpay-payment.ts";

/** The function's name, and so the start of every path it is handed. */
export const PAYMENTS_FUNCTION_PATH = "/payments";

/** What the payments app is built from: the same on our server and in the Edge Function. */
export interface PaymentsAppDeps extends Omit<PaymentsDeps, "gateways" | "siteUrl"> {
  config: PaymentSettings & { SITE_URL: string };
}

/**
 * Payments, the `payments` Edge Function: served at /functions/v1/payments by our server and by
 * Supabase, which hands a function its path from `/payments` on. Every endpoint with its guard:
 *
 * | route                               | guard                                      |
 * | ----------------------------------- | ------------------------------------------ |
 * | POST /orders                        | the payer's Bearer token                   |
 * | POST /razorpay/verify               | Razorpay's checkout signature              |
 * | POST /razorpay/webhook              | X-Razorpay-Signature                       |
 * | GET, POST /test/checkout/:paymentId | outside production; the payer's link token |
 * | GET /receipts/:donationId           | Bearer: donor or temple admin              |
 * | GET /statements/:financialYear      | Bearer: the donor                          |
 */
export function createPaymentsApp(deps: PaymentsAppDeps): Hono<AppEnv> {
  const { config, db, jwt, clock, logger } = deps;
  const payments: PaymentsDeps = {
    db,
    jwt,
    clock,
    logger,
    gateways: createPaymentGateways(config),
    siteUrl: config.SITE_URL,
  };
  const router = new Hono<AppEnv>().basePath(PAYMENTS_FUNCTION_PATH);
  router.use(noStoreByDefault);
  router.post("/orders", (c) => createOrder(c, payments));
  router.post("/razorpay/verify", (c) => verifyRazorpayPayment(c, payments));
  router.post("/razorpay/webhook", (c) => receiveRazorpayWebhook(c, payments));
  const testGateway = payments.gateways.test;
  if (testGateway) {
    router.get("/test/checkout/:paymentId", (c) => showTestCheckout(c, payments, testGateway));
    router.post("/test/checkout/:paymentId", (c) => submitTestCheckout(c, payments, testGateway));
  }
  router.get("/receipts/:donationId", (c) => getReceipt(c, payments));
  router.get("/statements/:financialYear", (c) => getStatement(c, payments));
  router.all("*", () => {
    throw paymentErrors.notFound("No such payments endpoint");
  });
  router.onError((error, c) => renderError(error, c));
  return router;
}

function renderError(error: unknown, c: Context<AppEnv>): Response {
  if (error instanceof DatabaseUnavailableError) {
    return c.json({ code: "PT503", message: DATABASE_UNAVAILABLE_MESSAGE, hint: null }, 503);
  }
  const pgError = readPostgresError(error);
  const paymentError =
    error instanceof PaymentError
      ? error
      : pgError
        ? fromPostgresError(pgError, error)
        : paymentErrors.internal(error);
  if (paymentError.status >= 500) {
    c.get("logger").error({ err: paymentError.cause ?? paymentError }, "payments error");
  }
  return c.json(paymentError.toBody(), paymentError.status);
}
