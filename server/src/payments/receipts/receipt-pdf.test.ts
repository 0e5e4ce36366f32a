import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import type { ReceiptFacts } from "../repositories/receipt-facts.ts";
import { renderDonationReceipt } from "./receipt-pdf.ts";

const facts: ReceiptFacts = {
  donation_id: "d1",
  donor_id: "u1",
  status: "paid",
  amount_paise: 110_000,
  paid_at: new Date("2026-11-26T05:00:00Z"),
  receipt_number: "MKM/2026-27/000007",
  receipt_issued_at: new Date("2026-11-26T05:00:00Z"),
  donor_name: "मोहन Sharma",
  is_anonymous: false,
  pan: null,
  message: "माता-पिता के लिए",
  program_title: "Annadaan Seva",
  temple_id: "t1",
  temple_name: "श्री महाकाल मंदिर",
  temple_location: "Ujjain, Madhya Pradesh",
  temple_city: "Ujjain",
  registration_number: null,
  eighty_g_number: null,
  eighty_g_valid_until: null,
  donor_email: null,
  payment_method: "upi",
  payment_reference: "412345678901",
};

describe("renderDonationReceipt", () => {
  it("prints names and dedications written in Devanagari in an embedded font, beside Latin text", async () => {
    const pdf = await getDocumentProxy(new Uint8Array(await renderDonationReceipt(facts)));
    const text = (await extractText(pdf, { mergePages: true })).text;
    expect(text).toContain("मोहन");
    expect(text).toContain("Sharma");
    expect(text).toContain("महाकाल");
    expect(text).toContain("Rupees One Thousand One Hundred Only");
    expect(text).not.toContain("?");
  });
});
