import { describe, expect, it } from "vitest";
import type { MessageBook, MessageValue, Messages } from "./define-messages";
import { HINDI_CATALOG } from "./hindi-catalog";

/** Every message book of the app (exports of `messages.ts` / `<name>.messages.ts` files). */
const books: MessageBook[] = Object.values(
  import.meta.glob<Record<string, unknown>>(
    ["/src/**/*messages.ts", "/src/**/*messages.tsx", "!/src/**/*.hi.ts", "!/src/**/*.hi.tsx"],
    { eager: true },
  ),
).flatMap((module) => Object.values(module).filter(isBook));

/** Text that reads the same in Hindi: names, abbreviations and symbols. */
const SAME_IN_HINDI =
  /^(IST|UPI|PAN|OTP|SMS|WhatsApp|PDF|CSV|ID|AI|80G|₹|[\d\s.,:+\-/%()₹]*|Bhakti Setu)$/;

describe("message catalogs", () => {
  it("finds the app's message books, each namespace once", () => {
    expect(books.length).toBeGreaterThan(0);
    const namespaces = books.map((book) => book.namespace);
    expect(namespaces.filter((ns, i) => namespaces.indexOf(ns) !== i)).toEqual([]);
  });

  it("has Hindi for every English book and no Hindi without one", () => {
    const english = books.map((book) => book.namespace).sort();
    expect(Object.keys(HINDI_CATALOG).sort()).toEqual(english);
  });

  for (const book of books) {
    it(`${book.namespace}: Hindi has exactly the English keys, in Devanagari`, () => {
      const hindi = HINDI_CATALOG[book.namespace];
      expect(hindi).toBeDefined();
      expect(differences(book.en, hindi ?? {}, book.namespace)).toEqual([]);
    });
  }
});

function isBook(value: unknown): value is MessageBook {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as MessageBook).namespace === "string" &&
    typeof (value as MessageBook).en === "object"
  );
}

/** What differs between an English group and its Hindi: missing, extra or mistyped keys. */
function differences(en: Messages, hi: Messages, path: string): string[] {
  const found: string[] = [];
  for (const key of new Set([...Object.keys(en), ...Object.keys(hi)])) {
    const at = `${path}.${key}`;
    const [e, h] = [en[key], hi[key]];
    if (e === undefined) found.push(`${at}: only in Hindi`);
    else if (h === undefined) found.push(`${at}: missing in Hindi`);
    else found.push(...valueDifferences(e, h, at));
  }
  return found;
}

function valueDifferences(e: MessageValue, h: MessageValue, at: string): string[] {
  if (typeof e === "string") {
    if (typeof h !== "string") return [`${at}: not text in Hindi`];
    return isHindiText(h) || SAME_IN_HINDI.test(h) ? [] : [`${at}: not Hindi: "${h}"`];
  }
  if (Array.isArray(e)) {
    if (!Array.isArray(h) || h.length !== e.length) return [`${at}: list of another length`];
    return h.flatMap((item, i) =>
      isHindiText(item) || SAME_IN_HINDI.test(item) ? [] : [`${at}[${i}]: not Hindi: "${item}"`],
    );
  }
  if (typeof e === "function") {
    return typeof h === "function" && h.length === e.length ? [] : [`${at}: not the same function`];
  }
  if (typeof h !== "object" || Array.isArray(h) || typeof h === "function") {
    return [`${at}: not a group in Hindi`];
  }
  return differences(e as Messages, h as Messages, at);
}

function isHindiText(text: string): boolean {
  return /\p{Script=Devanagari}/u.test(text);
}
