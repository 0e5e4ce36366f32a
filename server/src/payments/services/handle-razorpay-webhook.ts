import { z } from "zod";
import { readPostgresError } from "../../db/postgres-error.ts";
import { isValidWebhookSignature } from "../gateways/razorpay-signature.ts";
import { paymentErrors } from "../payment-errors.ts";
import type { PaymentsDeps } from "../payments-deps.ts";
import {
  capturePayment,
  failPayment,
  findPaymentByGatewayRef,
  markRefundProcessed,
} from "../repositories/payments.ts";
import { requireRazorpay } from "./confirm-razorpay-payment.ts";

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number().int(),
  status: z.string().optional(),
  error_description: z.string().nullish(),
});
const eventSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      refund: z
        .object({
          entity: z.object({
            id: z.string(),
            payment_id: z.string(),
            status: z.string().optional(),
          }),
        })
        .optional(),
    })
    .default({}),
});

/** What became of one delivery: applied, not ours to act on, or refused by the database's rules. */
export type WebhookOutcome =
  | { status: "applied"; payment_id: string }
  | { status: "ignored"; reason: string }
  | { status: "refused"; code: string; message: string };

/**
 * A Razorpay webhook, checked against the raw body before anything is read. Every change goes
 * through the database's idempotent functions, so a delivery repeated or arriving out of order
 * (a failure after the capture) changes nothing a second time. Refusals by the rules (an unknown
 * order, a wrong amount) are answered 200 and logged: sending the same event again cannot fix them.
 */
export async function handleRazorpayWebhook(
  deps: Pick<PaymentsDeps, "db" | "gateways" | "logger">,
  rawBody: Uint8Array,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const razorpay = requireRazorpay(deps);
  if (!razorpay.webhookSecret) {
    throw paymentErrors.notFound(
      "Razorpay webhooks are not set up on this server",
      "Set RAZORPAY_WEBHOOK_SECRET to the webhook's secret.",
    );
  }
  if (!signature || !isValidWebhookSignature(razorpay.webhookSecret, rawBody, signature)) {
    throw paymentErrors.badInput("The webhook signature does not match");
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(rawBody).toString("utf8"));
  } catch {
    throw paymentErrors.badInput("The webhook body is not JSON");
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) throw paymentErrors.badInput("The webhook body is not a Razorpay event");
  const { event, payload } = parsed.data;
  try {
    return await applyEvent(deps, event, payload);
  } catch (error) {
    const refusal = readPostgresError(error);
    if (!refusal || !["22023", "PT404", "PT409"].includes(refusal.code)) throw error;
    deps.logger.warn(
      { event, code: refusal.code, err: refusal.message },
      "razorpay webhook refused",
    );
    return { status: "refused", code: refusal.code, message: refusal.message };
  }
}

async function applyEvent(
  deps: Pick<PaymentsDeps, "db">,
  event: string,
  payload: z.output<typeof eventSchema>["payload"],
): Promise<WebhookOutcome> {
  const payment = payload.payment?.entity;
  switch (event) {
    case "payment.captured":
    case "order.paid": {
      if (!payment?.order_id) return { status: "ignored", reason: "no order" };
      const { order_id: orderRef } = payment;
      const row = await deps.db.transaction((tx) =>
        capturePayment(tx, {
          method: "razorpay",
          orderRef,
          gatewayPaymentRef: payment.id,
          amountPaise: payment.amount,
        }),
      );
      return { status: "applied", payment_id: row.id };
    }
    case "payment.failed": {
      if (!payment?.order_id) return { status: "ignored", reason: "no order" };
      const { order_id: orderRef } = payment;
      const row = await deps.db.transaction((tx) =>
        failPayment(tx, {
          method: "razorpay",
          orderRef,
          reason: payment.error_description ?? "The payment failed",
        }),
      );
      return { status: "applied", payment_id: row.id };
    }
    case "refund.processed": {
      const refund = payload.refund?.entity;
      if (!refund) return { status: "ignored", reason: "no refund" };
      const row = await findPaymentByGatewayRef(deps.db, "razorpay", refund.payment_id);
      if (!row) return { status: "ignored", reason: "not our payment" };
      if (row.refund_status !== "pending") return { status: "applied", payment_id: row.id };
      await deps.db.transaction((tx) => markRefundProcessed(tx, row.id, refund.id));
      return { status: "applied", payment_id: row.id };
    }
    default:
      return { status: "ignored", reason: `event ${event} is not used` };
  }
}
