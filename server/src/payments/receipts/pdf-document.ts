import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

// Noto Sans Devanagari (OFL), embedded for names, temples and dedications written in Hindi,
// Marathi or Sanskrit; the standard PDF fonts carry no Devanagari.
const fontFile = (weight: 400 | 700) =>
  createRequire(import.meta.url).resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
  );
const DEVANAGARI_FONTS = { Helvetica: fontFile(400), "Helvetica-Bold": fontFile(700) } as const;

/** Runs of Devanagari (with the spaces between its words), and everything else. */
const DEVANAGARI_RUN = /(\p{scx=Devanagari}+(?:\s+\p{scx=Devanagari}+)*)/u;

/** Characters the standard PDF fonts can draw (Windows-1252), beyond printable ASCII and Latin-1. */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/**
 * Text the standard fonts can print: they carry Windows-1252 only, so other letters (other
 * scripts, the rupee sign) would come out as garbage; they become "?" instead, and "₹" becomes
 * "Rs.". Devanagari is drawn by `writeText` in its own font before it gets here.
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

/**
 * Writes `text` in the standard font, switching to the embedded Devanagari font for the runs of
 * Devanagari in it, so "मोहन Sharma" prints both names.
 */
export function writeText(
  doc: PdfDocument,
  text: string,
  font: keyof typeof DEVANAGARI_FONTS = "Helvetica",
  options: PDFKit.Mixins.TextOptions = {},
): void {
  const runs = text.normalize("NFC").split(DEVANAGARI_RUN).filter(Boolean);
  runs.forEach((run, index) => {
    const isDevanagari = DEVANAGARI_RUN.test(run);
    doc
      .font(isDevanagari ? DEVANAGARI_FONTS[font] : font)
      .text(isDevanagari ? run : toPrintableText(run), {
        ...options,
        continued: index < runs.length - 1 || options.continued === true,
      });
  });
}

/** "Label: value" on one line, the label bold. */
export function writeField(doc: PdfDocument, label: string, value: string): void {
  doc.font("Helvetica-Bold").text(`${label}: `, { continued: true });
  writeText(doc, value);
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
