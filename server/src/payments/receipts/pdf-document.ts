import PDFDocument from "pdfkit";

/** Characters the standard PDF fonts can draw (Windows-1252), beyond printable ASCII and Latin-1. */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/**
 * Text the standard fonts can print: they carry Windows-1252 only, so other letters (Devanagari,
 * the rupee sign) would come out as garbage; they become "?" instead, and "₹" becomes "Rs.".
 */
export function toPrintableText(text: string): string {
  let printable = "";
  for (const char of text.normalize("NFC").replace(/₹\s?/g, "Rs. ")) {
    const code = char.codePointAt(0)!;
    const isPrintable =
      (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
    printable += isPrintable ? char : code < 0x20 ? " " : "?";
  }
  return printable;
}

export type PdfDocument = PDFKit.PDFDocument;

/** Draws one A4 document with `draw` and resolves with its bytes; text stays extractable. */
export function renderPdf(
  info: { title: string; author: string },
  draw: (doc: PdfDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: toPrintableText(info.title), Author: toPrintableText(info.author) },
    lang: "en-IN",
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw(doc);
  doc.end();
  return finished;
}

/** "Label: value" on one line, the label bold. */
export function writeField(doc: PdfDocument, label: string, value: string): void {
  doc
    .font("Helvetica-Bold")
    .text(`${label}: `, { continued: true })
    .font("Helvetica")
    .text(toPrintableText(value));
}

/** A thin rule across the page, with a little space around it. */
export function writeRule(doc: PdfDocument): void {
  doc.moveDown(0.5);
  const y = doc.y;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.5)
    .strokeColor("#999999")
    .stroke();
  doc.moveDown(0.8);
}
