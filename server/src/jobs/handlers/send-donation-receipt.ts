// donation.receipt: a paid donation's receipt PDF, e-mailed to the donor once, at capture.
import { z } from "zod";
import { formatRupees } from "../../payments/receipts/format-rupees.ts";
import { renderDonationReceipt } from "../../payments/receipts/receipt-pdf.ts";
import { findReceiptFacts } from "../../payments/repositories/receipt-facts.ts";
import type { JobHandler } from "../job-context.ts";

const payloadSchema = z.object({ donation_id: z.uuid() });

export const sendDonationReceipt: JobHandler = async (payload, ctx) => {
  const { donation_id } = payloadSchema.parse(payload);
  const facts = await findReceiptFacts(ctx.tx, donation_id);
  // Gone, or not (or no longer) paid: no receipt to send.
  if (!facts || facts.status !== "paid" || !facts.receipt_number || !facts.donor_email) return;
  const pdf = await renderDonationReceipt(facts);
  const link = new URL("/pray", ctx.siteUrl).toString();
  await ctx.mail.send({
    to: facts.donor_email,
    kind: "donation_receipt",
    subject: `Receipt ${facts.receipt_number}: your donation to ${facts.temple_name}`,
    text: `Namaste,\n\nThank you for your donation of ${formatRupees(facts.amount_paise)} to ${facts.program_title} at ${facts.temple_name}. Your receipt ${facts.receipt_number} is attached as a PDF; you can download it again, and a yearly statement, from your donations on Bhakti Setu: ${link}\n\n— Bhakti Setu, your spiritual gateway`,
    attachments: [
      {
        filename: `receipt-${facts.receipt_number.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`,
        contentType: "application/pdf",
        content: pdf.toString("base64"),
        encoding: "base64",
      },
    ],
  });
};
