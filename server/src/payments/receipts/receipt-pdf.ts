import type { MailLocale } from "../../messaging/mail-locale.ts";
import type { ReceiptFacts } from "../repositories/receipt-facts.ts";
import { renderPdf, writeField, writeRule, writeText } from "./pdf-document.ts";
import { receiptWordingFor } from "./receipt-wording.ts";

/** The 80G details count only while valid on the day of the donation (India's calendar date). */
export function isEightyGValidOn(facts: ReceiptFacts, paidAt: Date): boolean {
  if (!facts.eighty_g_number) return false;
  if (!facts.eighty_g_valid_until) return true;
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(paidAt);
  return day <= facts.eighty_g_valid_until;
}

export function templeAddress(
  facts: Pick<ReceiptFacts, "temple_location" | "temple_city">,
): string {
  const { temple_location: location, temple_city: city } = facts;
  if (location && city && !location.toLowerCase().includes(city.toLowerCase())) {
    return `${location}, ${city}`;
  }
  return location ?? city ?? "";
}

/**
 * The receipt of one paid donation, as the donor downloads it and the e-mail attaches it, in the
 * reader's language; the temple's and the donor's own words print as written.
 */
export function renderDonationReceipt(
  facts: ReceiptFacts,
  locale: MailLocale = "en",
): Promise<Buffer> {
  const paidAt = facts.paid_at ?? facts.receipt_issued_at;
  if (!paidAt || !facts.receipt_number) {
    return Promise.reject(new Error(`donation ${facts.donation_id} has no receipt yet`));
  }
  const receiptNumber = facts.receipt_number;
  const w = receiptWordingFor(locale);
  const info = { title: w.receipt.title(receiptNumber), author: facts.temple_name, lang: w.lang };
  return renderPdf(info, (doc) => {
    doc.fontSize(18);
    writeText(doc, facts.temple_name, "Helvetica-Bold");
    doc.font("Helvetica").fontSize(10);
    const address = templeAddress(facts);
    if (address) writeText(doc, address);
    if (facts.registration_number) {
      writeText(doc, w.receipt.trustRegistration(facts.registration_number));
    }
    writeRule(doc);
    doc.fontSize(14);
    writeText(doc, w.receipt.heading, "Helvetica-Bold");
    doc.moveDown(0.6).fontSize(11);
    writeField(doc, w.receipt.receiptNumber, receiptNumber);
    writeField(doc, w.receipt.date, w.dateTime(paidAt));
    writeField(doc, w.receipt.receivedFrom, facts.donor_name ?? w.receipt.anonymous);
    if (facts.pan) writeField(doc, w.receipt.pan, facts.pan);
    writeField(doc, w.receipt.program, facts.program_title);
    writeField(doc, w.receipt.amount, w.rupees(facts.amount_paise));
    writeField(doc, w.receipt.amountInWords, w.amountInWords(facts.amount_paise));
    if (facts.payment_method) {
      const method = w.receipt.methods[facts.payment_method] ?? facts.payment_method;
      writeField(
        doc,
        w.receipt.paidBy,
        facts.payment_reference ? w.receipt.withReference(method, facts.payment_reference) : method,
      );
    }
    if (facts.message.trim()) writeField(doc, w.receipt.dedication, facts.message.trim());
    if (isEightyGValidOn(facts, paidAt)) {
      writeRule(doc);
      const validUntil = facts.eighty_g_valid_until
        ? w.calendarDate(facts.eighty_g_valid_until)
        : null;
      writeField(
        doc,
        w.receipt.eightyG,
        w.receipt.eightyGValue(facts.eighty_g_number!, validUntil),
      );
      doc.moveDown(0.4);
      writeText(doc, w.receipt.eightyGSentence(facts.temple_name));
    }
    writeRule(doc);
    doc.fontSize(9).fillColor("#444444");
    writeText(doc, w.receipt.issued(w.date(facts.receipt_issued_at ?? paidAt), facts.temple_name));
  });
}
