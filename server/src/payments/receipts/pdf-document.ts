import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { woffToSfnt } from "./woff-to-sfnt.ts";

// Noto Sans Devanagari (OFL), embedded for Hindi receipts and for names, temples and dedications
// written in Hindi, Marathi or Sanskrit; the standard PDF fonts carry no Devanagari. Each weight
// is read and unwrapped once per process, on the first PDF; a document opens its own font from
// those bytes (only if it draws Devanagari), so one document's glyphs never leak into another's
// text (fontkit remembers the letters a glyph was first drawn for).
const DEVANAGARI_FONTS = {
  Helvetica: "NotoSansDevanagari",
  "Helvetica-Bold": "NotoSansDevanagari-Bold",
} as const;
const WEIGHTS = { NotoSansDevanagari: 400, "NotoSansDevanagari-Bold": 700 } as const;
const fontBytes = new Map<number, Buffer>();

function devanagariFont(weight: 400 | 700): Buffer {
  let bytes = fontBytes.get(weight);
  if (!bytes) {
    const file = createRequire(import.meta.url).resolve(
      `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
    );
    bytes = woffToSfnt(readFileSync(file));
    fontBytes.set(weight, bytes);
  }
  return bytes;
}

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

/**
 * Draws one A4 document with `draw` and resolves with its bytes; text stays extractable. The title
 * and author are metadata, which PDF stores as Unicode, so a Hindi title or a temple's Devanagari
 * name is kept as written there.
 */
export async function renderPdf(
  info: { title: string; author: string; lang: string },
  draw: (doc: PdfDocument) => void,
): Promise<Buffer> {
  // pdfkit and fontkit hold about 25 MiB once loaded, so they load with the first document.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: info.title.normalize("NFC"), Author: info.author.normalize("NFC") },
    lang: info.lang,
    displayTitle: true,
  });
  for (const [name, weight] of Object.entries(WEIGHTS)) {
    // Registered by name: pdfkit parses it when a run of Devanagari first asks for it.
    doc.registerFont(name, devanagariFont(weight));
  }
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

type FontName = keyof typeof DEVANAGARI_FONTS;

/** `text` cut into runs, each with the font that draws it and the text it draws. */
function fontRuns(text: string, font: FontName): { font: string; text: string }[] {
  return text
    .normalize("NFC")
    .split(DEVANAGARI_RUN)
    .filter(Boolean)
    .map((run) =>
      DEVANAGARI_RUN.test(run)
        ? { font: DEVANAGARI_FONTS[font], text: run }
        : { font, text: toPrintableText(run) },
    );
}

/** Helvetica's ascender, in thousandths of the font size (its AFM file). */
const HELVETICA_ASCENDER = 0.718;

/**
 * pdfkit hangs each run from the top of the line by its own font's ascender, and Noto's (0.896) is
 * taller than Helvetica's, so a Devanagari word would sit about 2pt below the Latin words beside
 * it. A Devanagari run is placed on Helvetica's baseline instead. (The size is pdfkit's own
 * `_fontSize`, which its typings leave out.)
 */
function sharedBaseline(doc: PdfDocument): { baseline: number } {
  const size = (doc as unknown as { _fontSize: number })._fontSize;
  return { baseline: -HELVETICA_ASCENDER * size };
}

/**
 * Writes `text` in the standard font, switching to the embedded Devanagari font for the runs of
 * Devanagari in it, so "मोहन Sharma" prints both names.
 */
export function writeText(
  doc: PdfDocument,
  text: string,
  font: FontName = "Helvetica",
  options: PDFKit.Mixins.TextOptions = {},
): void {
  const runs = fontRuns(text, font);
  runs.forEach((run, index) => {
    doc.font(run.font).text(run.text, {
      ...options,
      ...(run.font === font ? {} : sharedBaseline(doc)),
      continued: index < runs.length - 1 || options.continued === true,
    });
  });
}

/** "Label: value" on one line, the label bold (a Hindi label in the bold Devanagari font). */
export function writeField(doc: PdfDocument, label: string, value: string): void {
  writeText(doc, `${label}: `, "Helvetica-Bold", { continued: true });
  writeText(doc, value);
}

/**
 * One table cell at (x, y), `width` wide. Text with Devanagari is written run by run in two fonts;
 * pdfkit would right-align each run on its own, so a right-aligned cell is measured whole and
 * started where it ends flush right.
 */
export function writeCell(
  doc: PdfDocument,
  text: string,
  font: FontName,
  at: { x: number; y: number; width: number; align: "left" | "right" },
): void {
  const runs = fontRuns(text, font);
  if (runs.every((run) => run.font === font)) {
    doc.font(font).text(toPrintableText(text), at.x, at.y, { width: at.width, align: at.align });
    return;
  }
  const textWidth = runs.reduce((sum, run) => sum + doc.font(run.font).widthOfString(run.text), 0);
  const offset = at.align === "right" ? Math.max(0, at.width - textWidth) : 0;
  doc.x = at.x + offset;
  doc.y = at.y;
  // A point of slack when right-aligned: the wrapper measures the runs again, and must not break
  // the line that was measured to fit.
  writeText(doc, text, font, { width: offset > 0 ? textWidth + 1 : at.width });
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
