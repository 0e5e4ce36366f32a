// payment.refunded: the payer hears, by e-mail and their phone channels, that a refund has been
// made (enqueued when the refund is recorded, by the refund job or by Razorpay's webhook).
import { z } from "zod";
import { findPayment } from "../../payments/repositories/payments.ts";
import { deliverToPerson } from "../deliver-to-person.ts";
import type { JobHandler } from "../job-context.ts";
import { renderRefundPhoneTexts, shorten } from "../phone-texts.ts";
import { renderRefundMail } from "../refund-mail.ts";
import { findRefundTitle } from "../repositories/refund-facts.ts";

const payloadSchema = z.object({ payment_id: z.uuid() });

export const sendRefundMessage: JobHandler = async (payload, ctx) => {
  const { payment_id } = payloadSchema.parse(payload);
  const payment = await findPayment(ctx.tx, payment_id);
  if (!payment || payment.refund_status !== "processed" || payment.refund_paise <= 0) return;
  const title = (await findRefundTitle(ctx.tx, payment.id)) ?? "";
  const link = new URL(
    payment.booking_id
      ? `/bookings/${payment.booking_id}`
      : payment.course_enrolment_id
        ? "/bookings"
        : "/pray",
    ctx.siteUrl,
  ).toString();
  const facts = { title, refund_paise: payment.refund_paise };
  // A booking's refund is news about the booking; anything else about payments.
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
