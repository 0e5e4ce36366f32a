import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pdfText, withoutSpaces } from "../testing/pdf-text.ts";
import { renderPdf, writeText } from "./pdf-document.ts";

/** Every compressed stream of a PDF (content, fonts, their ToUnicode maps), inflated as text. */
function inflatedStreams(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)];
  return streams
    .map((match) => {
      try {
        return inflateSync(Buffer.from(match[1]!, "latin1")).toString("latin1");
      } catch {
        return "";
      }
    })
    .join("\n");
}

const drawn = (text: string) =>
  renderPdf({ title: "shaping", author: "test", lang: "hi-IN" }, (doc) => writeText(doc, text));

// Hindi is unreadable unshaped: conjuncts must become one glyph and the i-matra must move before
// its consonant. pdfkit shapes through fontkit with the font's OpenType tables; this checks the
// glyphs that reached the PDF, since text extraction reads glyphs back in the order drawn.
describe("Devanagari shaping", () => {
  it("draws conjuncts as single glyphs (प्र, श्र, प्)", async () => {
    const streams = inflatedStreams(await drawn("प्राप्ति श्री"));
    // The ToUnicode map names one glyph for each whole conjunct.
    expect(streams).toContain("<092a 094d 0930>");
    expect(streams).toContain("<0936 094d 0930>");
    expect(streams).toContain("<092a 094d>");
  });

  it("draws the i-matra before its consonant cluster, and other matras after", async () => {
    expect(withoutSpaces(await pdfText(await drawn("कि")))).toBe("िक");
    expect(withoutSpaces(await pdfText(await drawn("प्राप्ति")))).toBe("प्रािप्त");
    expect(withoutSpaces(await pdfText(await drawn("श्री")))).toBe("श्री");
  });
});
