// POST /functions/v1/payments/razorpay/webhook: Razorpay's events, signed over the raw body.
import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import type { PaymentsDeps } from "../payments-deps.ts";
import { handleRazorpayWebhook } from "../services/handle-razorpay-webhook.ts";

export async function receiveRazorpayWebhook(
  c: Context<AppEnv>,
  deps: PaymentsDeps,
): Promise<Response> {
  // The exact bytes Razorpay signed: never parsed and re-serialised before the check.
  const rawBody = new Uint8Array(await c.req.arrayBuffer());
  const outcome = await handleRazorpayWebhook(deps, rawBody, c.req.header("x-razorpay-signature"));
  return c.json(outcome, 200);
}
