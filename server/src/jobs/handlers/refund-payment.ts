// payment.refund: a cancelled booking's refundable share goes back through the gateway that took it.
import { z } from "zod";
import { findPayment, markRefundProcessed } from "../../payments/repositories/payments.ts";
import { deliverToPerson } from "../deliver-to-person.ts";
import type { JobHandler } from "../job-context.ts";
import { renderRefundPhoneTexts, shorten } from "../phone-texts.ts";
import { renderRefundMail } from "../refund-mail.ts";
import { findRefundTitle } from "../repositories/refund-facts.ts";

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
  if (!outcome.isProcessed) return;
  await markRefundProcessed(ctx.tx, payment.id, outcome.refundRef);
  // The payer hears that the money is back: a booking's under its topic, anything else under
  // payments.
  const title = (await findRefundTitle(ctx.tx, payment.id)) ?? "";
  const link = new URL(
    payment.booking_id ? `/bookings/${payment.booking_id}` : "/pray",
    ctx.siteUrl,
  ).toString();
  const facts = { title, refund_paise: payment.refund_paise };
  await deliverToPerson(ctx, {
    userId: payment.payer_id,
    topic: payment.booking_id ? "bookings" : "payments",
    kind: "payment_refunded",
    mail: (locale) => ({ kind: "payment_refunded", ...renderRefundMail(facts, link, locale) }),
    phoneText: renderRefundPhoneTexts(facts, link),
    variables: { title: shorten(title), link },
    dedupeKey: `refund:${payment.id}`,
  });
};
