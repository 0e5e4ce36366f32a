import { describe, expect, it } from "vitest";
import type { StatementLine } from "../repositories/receipt-facts.ts";
import { asExtracted, ENGLISH_LABELS, pdfText, withoutSpaces } from "../testing/pdf-text.ts";
import { parseFinancialYear } from "./financial-year.ts";
import { renderDonationStatement } from "./statement-pdf.ts";

const line = (day: string, number: string, amountPaise: number): StatementLine => ({
  donation_id: number,
  paid_at: new Date(`${day}T05:00:00Z`),
  receipt_number: `MKM/2026-27/${number}`,
  amount_paise: amountPaise,
  program_title: "Annadaan Seva",
  temple_name: "श्री महाकाल मंदिर",
  pan: null,
});

const input = {
  donorName: "मोहन Sharma",
  year: parseFinancialYear("2026-27")!,
  lines: [line("2026-11-26", "000007", 1001_00), line("2027-01-15", "000012", 2_44_000_50)],
  issuedAt: new Date("2027-04-02T05:00:00Z"),
};

describe("renderDonationStatement in Hindi", () => {
  it("words the heading, the table and the total in Hindi, receipt numbers as they are", async () => {
    const text = await pdfText(await renderDonationStatement({ ...input, locale: "hi" }));
    const drawn = withoutSpaces(text);
    for (const phrase of [
      "दान का विवरण, वित्त वर्ष 2026-27",
      "1 अप्रैल 2026 से 31 मार्च 2027 तक",
      "दानदाता: मोहन Sharma",
      "जारी करने की तिथि: 2 अप्रैल 2027",
      "दिनांक",
      "रसीद संख्या",
      "मंदिर और कार्यक्रम",
      "26 नव॰ 2026",
      "श्री महाकाल मंदिर: Annadaan Seva",
      "रु. 1,001.00",
      "रु. 2,44,000.50",
      "कुल राशि: रु. 2,45,001.50",
      "कुल राशि (शब्दों में): दो लाख पैंतालीस हज़ार एक रुपये और पचास पैसे मात्र",
    ]) {
      expect(drawn, phrase).toContain(await asExtracted(phrase));
    }
    expect(text).toContain("MKM/2026-27/000007");
    expect(text).toContain("MKM/2026-27/000012");
    expect(text).not.toMatch(ENGLISH_LABELS);
  });

  it("says in Hindi that the year has no paid donations", async () => {
    const text = await pdfText(
      await renderDonationStatement({ ...input, lines: [], locale: "hi" }),
    );
    expect(withoutSpaces(text)).toContain(
      await asExtracted("इस वित्त वर्ष में भुगतान किया गया कोई दान नहीं है।"),
    );
    expect(text).not.toMatch(ENGLISH_LABELS);
  });

  it("prints a temple's Devanagari name in an English statement too, not question marks", async () => {
    const text = await pdfText(await renderDonationStatement(input));
    expect(text).toContain("Statement of donations, financial year 2026-27");
    expect(text).toContain("Rs. 2,45,001.50");
    expect(withoutSpaces(text)).toContain(await asExtracted("श्री महाकाल मंदिर: Annadaan Seva"));
    expect(text).not.toContain("?");
  });
});
