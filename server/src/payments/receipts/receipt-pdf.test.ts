import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import type { ReceiptFacts } from "../repositories/receipt-facts.ts";
import { asExtracted, ENGLISH_LABELS, pdfText, withoutSpaces } from "../testing/pdf-text.ts";
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

describe("renderDonationReceipt in Hindi", () => {
  const paid = {
    ...facts,
    amount_paise: 2_45_000_50,
    pan: "ABCDE1234F",
    registration_number: "MP/2011/0457",
    eighty_g_number: "AAATS1234F/05/2024-25",
    eighty_g_valid_until: "2029-03-31",
  };

  it("words every label, the method, the date and the amount in Hindi, identifiers as they are", async () => {
    const text = await pdfText(await renderDonationReceipt(paid, "hi"));
    const drawn = withoutSpaces(text);
    for (const phrase of [
      "श्री महाकाल मंदिर",
      "ट्रस्ट पंजीकरण संख्या: MP/2011/0457",
      "दान प्राप्ति रसीद",
      "रसीद संख्या: MKM/2026-27/000007",
      "दिनांक: 26 नवंबर 2026, सुबह 10:30 IST",
      "दानदाता: मोहन Sharma",
      "PAN: ABCDE1234F",
      "सेवा कार्यक्रम: Annadaan Seva",
      "राशि: रु. 2,45,000.50",
      "राशि (शब्दों में): दो लाख पैंतालीस हज़ार रुपये और पचास पैसे मात्र",
      "भुगतान का माध्यम: UPI, मंदिर ने पुष्टि की, संदर्भ संख्या 412345678901",
      "समर्पण: माता-पिता के लिए",
      "80G पंजीकरण: AAATS1234F/05/2024-25, 31 मार्च 2029 तक मान्य",
      "आयकर अधिनियम, 1961 की धारा 80G के अंतर्गत अनुमोदित है",
      "इस पर हस्ताक्षर की आवश्यकता नहीं है",
    ]) {
      expect(drawn, phrase).toContain(await asExtracted(phrase));
    }
    expect(text).not.toMatch(ENGLISH_LABELS);
  });

  it("names an anonymous donor in Hindi", async () => {
    const text = await pdfText(await renderDonationReceipt({ ...paid, donor_name: null }, "hi"));
    expect(withoutSpaces(text)).toContain(await asExtracted("दानदाता: गुप्त दानदाता"));
  });
});
