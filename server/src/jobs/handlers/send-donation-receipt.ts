// donation.receipt: a paid donation's receipt PDF, e-mailed to the donor once, at capture, in the
// language the donor chose in the app (the note and the PDF alike); a donor who chose SMS or
// WhatsApp gets a short thank-you with the link to the receipt.
import { z } from "zod";
import { renderDonationReceipt } from "../../payments/receipts/receipt-pdf.ts";
import { findReceiptFacts } from "../../payments/repositories/receipt-facts.ts";
import { deliverToPerson } from "../deliver-to-person.ts";
import type { JobHandler } from "../job-context.ts";
import { renderDonationReceiptMail } from "../job-mail.ts";
import { formatPhoneRupees, renderReceiptPhoneTexts, shorten } from "../phone-texts.ts";

const payloadSchema = z.object({ donation_id: z.uuid() });

export const sendDonationReceipt: JobHandler = async (payload, ctx) => {
  const { donation_id } = payloadSchema.parse(payload);
  const facts = await findReceiptFacts(ctx.tx, donation_id);
  // Gone, or not (or no longer) paid: no receipt to send.
  if (!facts || facts.status !== "paid" || !facts.receipt_number) return;
  const receiptNumber = facts.receipt_number;
  const link = new URL("/pray", ctx.siteUrl).toString();
  await deliverToPerson(ctx, {
    userId: facts.donor_id,
    topic: "payments",
    kind: "donation_receipt",
    // The PDF is drawn only when the receipt is e-mailed.
    mail: async (locale) => ({
      kind: "donation_receipt",
      ...renderDonationReceiptMail({ ...facts, receipt_number: receiptNumber }, link, locale),
      attachments: [
        {
          filename: `receipt-${receiptNumber.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`,
          contentType: "application/pdf",
          content: (await renderDonationReceipt(facts, locale)).toString("base64"),
          encoding: "base64",
        },
      ],
    }),
    phoneText: renderReceiptPhoneTexts({ ...facts, receipt_number: receiptNumber }, link),
    variables: {
      amount: formatPhoneRupees(facts.amount_paise),
      temple: shorten(facts.temple_name),
      receipt: receiptNumber,
      link,
    },
    dedupeKey: `donation:${donation_id}`,
  });
};
