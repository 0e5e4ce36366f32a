import type { MailLocale } from "../../messaging/mail-locale.ts";
import type { StatementLine } from "../repositories/receipt-facts.ts";
import type { FinancialYear } from "./financial-year.ts";
import { renderPdf, writeCell, writeField, writeRule, writeText } from "./pdf-document.ts";
import { receiptWordingFor } from "./receipt-wording.ts";

/** The columns of the statement's table: x offset and width, in points from the left margin. */
const COLUMNS = {
  date: { x: 0, width: 62 },
  receipt: { x: 66, width: 142 },
  what: { x: 212, width: 186 },
  amount: { x: 402, width: 81 },
} as const;

/**
 * A donor's paid donations in one financial year, each with its receipt number, and the total, in
 * the reader's language.
 */
export function renderDonationStatement(input: {
  donorName: string;
  year: FinancialYear;
  lines: StatementLine[];
  issuedAt: Date;
  locale?: MailLocale;
}): Promise<Buffer> {
  const { year, lines } = input;
  const w = receiptWordingFor(input.locale ?? "en");
  const lastDay = new Date(year.endsAt.getTime() - 1);
  const info = { title: w.statement.title(year.label), author: w.product, lang: w.lang };
  return renderPdf(info, (doc) => {
    const left = doc.page.margins.left;
    doc.fontSize(18);
    writeText(doc, w.statement.heading(year.label), "Helvetica-Bold");
    doc.fontSize(10);
    writeText(doc, w.statement.period(w.date(year.startsAt), w.date(lastDay)));
    doc.moveDown(0.6).fontSize(11);
    writeField(doc, w.statement.donor, input.donorName || w.statement.devotee);
    writeField(doc, w.statement.issued, w.date(input.issuedAt));
    writeRule(doc);
    if (lines.length === 0) {
      writeText(doc, w.statement.empty);
      return;
    }
    const row = (
      cells: Record<keyof typeof COLUMNS, string>,
      font: "Helvetica" | "Helvetica-Bold",
    ) => {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
      const y = doc.y;
      let bottom = y;
      doc.fontSize(9);
      for (const [name, column] of Object.entries(COLUMNS)) {
        writeCell(doc, cells[name as keyof typeof COLUMNS], font, {
          x: left + column.x,
          y,
          width: column.width,
          align: name === "amount" ? "right" : "left",
        });
        bottom = Math.max(bottom, doc.y);
      }
      doc.x = left;
      doc.y = bottom + 4;
    };
    row(w.statement.columns, "Helvetica-Bold");
    for (const line of lines) {
      row(
        {
          date: w.shortDate(line.paid_at),
          receipt: line.receipt_number ?? "",
          what: `${line.temple_name}: ${line.program_title}`,
          amount: w.rupees(line.amount_paise),
        },
        "Helvetica",
      );
    }
    const total = lines.reduce((sum, line) => sum + line.amount_paise, 0);
    writeRule(doc);
    doc.fontSize(11);
    writeField(doc, w.statement.total, w.rupees(total));
    writeField(doc, w.statement.totalInWords, w.amountInWords(total));
    doc.moveDown(1).fontSize(9).fillColor("#444444");
    writeText(doc, w.statement.footnote);
  });
}
