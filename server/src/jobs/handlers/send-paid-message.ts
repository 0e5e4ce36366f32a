// booking.paid_message: the devotee hears, by e-mail and their phone channels, that the payment
// for a booking has arrived, with the booking's page (its payment and receipt).
import { z } from "zod";
import { deliverToPerson } from "../deliver-to-person.ts";
import type { JobHandler } from "../job-context.ts";
import { formatIst, formatPaise, MAIL_FOOTER } from "../mail-format.ts";
import { formatPhoneRupees, formatShortIst, shorten } from "../phone-texts.ts";
import { findPaidMessageFacts } from "../repositories/paid-message-facts.ts";

const payloadSchema = z.object({ event_id: z.number().int() });

export const sendPaidMessage: JobHandler = async (payload, ctx) => {
  const { event_id } = payloadSchema.parse(payload);
  const facts = await findPaidMessageFacts(ctx.tx, event_id);
  if (!facts) return;
  const link = new URL(`/bookings/${facts.booking_id}`, ctx.siteUrl).toString();
  await deliverToPerson(ctx, {
    userId: facts.devotee_id,
    topic: "payments",
    kind: "payment_received",
    mail: (locale) =>
      locale === "hi"
        ? {
            kind: "payment_received",
            subject: `भुगतान मिला: ${facts.title}`,
            text: `नमस्ते,\n\n${formatIst(facts.starts_at, "hi")} के ${facts.title} के लिए ${formatPaise(facts.amount_paise, "hi")} का भुगतान मिल गया है।\n\nभुगतान और रसीद: ${link}${MAIL_FOOTER.hi}`,
          }
        : {
            kind: "payment_received",
            subject: `Payment received: ${facts.title}`,
            text: `Namaste,\n\nYour payment of ${formatPaise(facts.amount_paise, "en")} for ${facts.title} on ${formatIst(facts.starts_at, "en")} has arrived.\n\nPayment and receipt: ${link}${MAIL_FOOTER.en}`,
          },
    phoneText: (locale) => {
      const what = `${shorten(facts.title)}, ${formatShortIst(facts.starts_at, locale)}`;
      const amount = formatPhoneRupees(facts.amount_paise);
      return locale === "hi"
        ? `भक्ति सेतु: ${what} के लिए ${amount} मिल गए। भुगतान और रसीद: ${link}`
        : `Bhakti Setu: ${amount} received for ${what}. Payment and receipt: ${link}`;
    },
    variables: { title: shorten(facts.title), amount: formatPhoneRupees(facts.amount_paise), link },
    dedupeKey: `booking-event:${event_id}`,
  });
};
