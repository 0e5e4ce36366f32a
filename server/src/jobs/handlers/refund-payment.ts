// payment.refund: a cancelled booking's refundable share goes back through the gateway that took it.
import { z } from "zod";
import { findPayment, markRefundProcessed } from "../../payments/repositories/payments.ts";
import type { JobHandler } from "../job-context.ts";

const payloadSchema = z.object({ payment_id: z.uuid() });

/**
 * Razorpay refunds with an idempotency key (the payment id), so a retried job never refunds twice;
 * the test gateway completes at once. A refund Razorpay still processes is finished by its
 * `refund.processed` webhook. Throwing leaves the job to be retried.
 */
export const refundPayment: JobHandler = async (payload, ctx) => {
  const { payment_id } = payloadSchema.parse(payload);
  const payment = await findPayment(ctx.tx, payment_id);
  if (!payment || payment.refund_status !== "pending" || payment.refund_paise <= 0) return;
  const gateway = ctx.payments?.forMethod(payment.method);
  if (!gateway) {
    throw new Error(`no ${payment.method} gateway is configured to refund payment ${payment.id}`);
  }
  const outcome = await gateway.refund(payment);
  // Recording it enqueues the payer's message (payment.refunded).
  if (outcome.isProcessed) await markRefundProcessed(ctx.tx, payment.id, outcome.refundRef);
};
