import type { StatementLine } from "../repositories/receipt-facts.ts";
import { paiseInWords } from "./amount-in-words.ts";
import type { FinancialYear } from "./financial-year.ts";
import { formatIstDate, formatIstShortDate, formatRupees } from "./format-rupees.ts";
import { renderPdf, toPrintableText, writeField, writeRule } from "./pdf-document.ts";

/** The columns of the statement's table: x offset and width, in points from the left margin. */
const COLUMNS = {
  date: { x: 0, width: 62 },
  receipt: { x: 66, width: 142 },
  what: { x: 212, width: 186 },
  amount: { x: 402, width: 81 },
} as const;

/** A donor's paid donations in one financial year, each with its receipt number, and the total. */
export function renderDonationStatement(input: {
  donorName: string;
  year: FinancialYear;
  lines: StatementLine[];
  issuedAt: Date;
}): Promise<Buffer> {
  const { year, lines } = input;
  const lastDay = new Date(year.endsAt.getTime() - 1);
  const title = `Donation statement ${year.label}`;
  return renderPdf({ title, author: "Bhakti Setu" }, (doc) => {
    const left = doc.page.margins.left;
    doc
      .font("Helvetica-Bold")
      .fontSize(18)
      .text(`Statement of donations, financial year ${year.label}`);
    doc
      .font("Helvetica")
      .fontSize(10)
      .text(`${formatIstDate(year.startsAt)} to ${formatIstDate(lastDay)}`);
    doc.moveDown(0.6).fontSize(11);
    writeField(doc, "Donor", input.donorName || "Devotee");
    writeField(doc, "Issued", formatIstDate(input.issuedAt));
    writeRule(doc);
    if (lines.length === 0) {
      doc.font("Helvetica").text("No paid donations in this financial year.");
      return;
    }
    const row = (cells: Record<keyof typeof COLUMNS, string>, font: string) => {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
      const y = doc.y;
      let bottom = y;
      doc.font(font).fontSize(9);
      for (const [name, column] of Object.entries(COLUMNS)) {
        doc.text(toPrintableText(cells[name as keyof typeof COLUMNS]), left + column.x, y, {
          width: column.width,
          align: name === "amount" ? "right" : "left",
        });
        bottom = Math.max(bottom, doc.y);
      }
      doc.x = left;
      doc.y = bottom + 4;
    };
    row(
      { date: "Date", receipt: "Receipt number", what: "Temple and program", amount: "Amount" },
      "Helvetica-Bold",
    );
    for (const line of lines) {
      row(
        {
          date: formatIstShortDate(line.paid_at),
          receipt: line.receipt_number ?? "",
          what: `${line.temple_name}: ${line.program_title}`,
          amount: formatRupees(line.amount_paise),
        },
        "Helvetica",
      );
    }
    const total = lines.reduce((sum, line) => sum + line.amount_paise, 0);
    writeRule(doc);
    doc.fontSize(11);
    writeField(doc, "Total", formatRupees(total));
    writeField(doc, "Total in words", paiseInWords(total));
    doc
      .moveDown(1)
      .font("Helvetica")
      .fontSize(9)
      .fillColor("#444444")
      .text(
        "Each donation has its own receipt from its temple; a donation qualifies for a deduction under section 80G only when that receipt says so.",
      );
  });
}
