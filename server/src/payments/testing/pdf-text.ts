import { extractText, getDocumentProxy } from "unpdf";
import { renderPdf, writeText } from "../receipts/pdf-document.ts";

/** A PDF's text as a reader's copy would give it, pages merged, whitespace collapsed. */
export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, " ");
}

/**
 * What text extraction gives back for `phrase` once shaped. A shaped Devanagari word is drawn in
 * visual order ("कि" is the glyph of ि, then क), and PDF text maps glyphs, not letters, back to
 * Unicode, so extraction returns "िक" and breaks words where ligatures end. A PDF is checked for a
 * Hindi phrase by comparing it, spaces removed, with the same phrase drawn alone the same way: the
 * same glyph run. (A glyph maps back to one spelling per PDF, its first, so phrases with a glyph
 * that two spellings share, such as the reph mark of र्क and of ई, compare only where the first
 * use agrees.)
 */
export async function asExtracted(phrase: string): Promise<string> {
  const pdf = await renderPdf({ title: "phrase", author: "test", lang: "hi-IN" }, (doc) =>
    writeText(doc, phrase),
  );
  return withoutSpaces(await pdfText(pdf));
}

export function withoutSpaces(text: string): string {
  return text.replace(/\s+/g, "");
}

/** The English receipt's and statement's own words; a Hindi PDF has none of them. */
export const ENGLISH_LABELS =
  /\b(Donation|Receipt|Date|Received|Anonymous|Seva program|Amount|Rupees|Paise|Only|Paid by|reference|Dedication|registration|valid until|Issued|Statement|financial year|Donor|Devotee|Total|Rs\.)/;
