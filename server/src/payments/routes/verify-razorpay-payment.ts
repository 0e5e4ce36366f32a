// POST /functions/v1/payments/razorpay/verify: Razorpay Checkout's success handler posts its three fields here.
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import { describePayment } from "../payment-summary.ts";
import type { PaymentsDeps } from "../payments-deps.ts";
import { confirmRazorpayPayment } from "../services/confirm-razorpay-payment.ts";
import { readJsonBody } from "./read-json.ts";

const bodySchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});

export async function verifyRazorpayPayment(
  c: Context<AppEnv>,
  deps: PaymentsDeps,
): Promise<Response> {
  const body = await readJsonBody(c, bodySchema);
  const payment = await confirmRazorpayPayment(deps, {
    orderId: body.razorpay_order_id,
    paymentId: body.razorpay_payment_id,
    signature: body.razorpay_signature,
  });
  return c.json(describePayment(payment), 200, { "Cache-Control": "no-store" });
}
