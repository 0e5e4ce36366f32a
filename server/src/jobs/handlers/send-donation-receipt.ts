// donation.receipt: a paid donation's receipt PDF, e-mailed to the donor once, at capture, in the
// language the donor chose in the app (the note and the PDF alike).
import { z } from "zod";
import { renderDonationReceipt } from "../../payments/receipts/receipt-pdf.ts";
import { findReceiptFacts, findSavedLocale } from "../../payments/repositories/receipt-facts.ts";
import type { JobHandler } from "../job-context.ts";
import { renderDonationReceiptMail } from "../job-mail.ts";

const payloadSchema = z.object({ donation_id: z.uuid() });

export const sendDonationReceipt: JobHandler = async (payload, ctx) => {
  const { donation_id } = payloadSchema.parse(payload);
  const facts = await findReceiptFacts(ctx.tx, donation_id);
  // Gone, or not (or no longer) paid: no receipt to send.
  if (!facts || facts.status !== "paid" || !facts.receipt_number || !facts.donor_email) return;
  const receiptNumber = facts.receipt_number;
  const locale = await findSavedLocale(ctx.tx, facts.donor_id);
  const pdf = await renderDonationReceipt(facts, locale);
  const link = new URL("/pray", ctx.siteUrl).toString();
  await ctx.mail.send({
    to: facts.donor_email,
    kind: "donation_receipt",
    ...renderDonationReceiptMail({ ...facts, receipt_number: receiptNumber }, link, locale),
    attachments: [
      {
        filename: `receipt-${receiptNumber.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`,
        contentType: "application/pdf",
        content: pdf.toString("base64"),
        encoding: "base64",
      },
    ],
  });
};
