import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { Messages } from "./i18n/define-messages";
import { readDatabaseErrorCode, wordDatabaseError } from "./database-messages";
import { databaseMessages } from "./database-messages.messages";
import hindi from "./database-messages.messages.hi";
import { readSchemaRaises } from "./database-raises";

const raises = readSchemaRaises(resolve(import.meta.dirname, "../../../supabase/schemas"));
const codes = [...new Set(raises.flatMap(({ code }) => (code === null ? [] : [code])))];

/** The codes a book has words for: `booking.slot_taken` for the entry `slot_taken` of `booking`. */
function codesIn(book: Messages): string[] {
  return Object.entries(book).flatMap(([group, entries]) =>
    Object.keys(entries as Messages).map((name) => `${group}.${name}`),
  );
}

describe("the codes of the database's refusals", () => {
  it("reads every raise of supabase/schemas, with its code and values", () => {
    expect(raises.length).toBeGreaterThan(150);
    expect(raises).toContainEqual({
      file: "04_bookings.sql",
      inFunction: "book_offering",
      sqlState: "23P01",
      message: "This slot is no longer available",
      code: "booking.slot_taken",
      values: [],
    });
    expect(raises).toContainEqual(
      expect.objectContaining({
        message: "Cannot % this %: it is %",
        code: "verification.not_allowed",
        values: ["decision", "kind", "status"],
      }),
    );
  });

  it("gives every raise a code of the form area.refusal", () => {
    const uncoded = raises.filter(({ code }) => code === null || !/^[a-z_]+\.[a-z_]+$/.test(code));
    expect(uncoded.map(({ file, message }) => `${file}: ${message}`)).toEqual([]);
  });

  it("keeps one meaning per code: the same values wherever it is raised", () => {
    const valuesOf = new Map<string, string>();
    const mismatched = raises.filter(({ code, values }) => {
      const names = [...values].sort().join(",");
      const seen = valuesOf.get(code ?? "");
      valuesOf.set(code ?? "", seen ?? names);
      return seen !== undefined && seen !== names;
    });
    expect(mismatched.map(({ code, values }) => `${code}: ${values.join(",")}`)).toEqual([]);
  });

  it("has words in English and in Hindi for every code, and none for a code no raise gives", () => {
    const english = codesIn(databaseMessages.en);
    const inHindi = codesIn(hindi.hi as Messages);
    expect(codes.filter((code) => !english.includes(code))).toEqual([]);
    expect(codes.filter((code) => !inHindi.includes(code))).toEqual([]);
    expect(english.filter((code) => !codes.includes(code))).toEqual([]);
  });
});

describe("reading a refusal's code", () => {
  it("takes the code and its values from the detail, as text", () => {
    expect(readDatabaseErrorCode('{"code":"booking.too_far_ahead","days":90}')).toEqual({
      code: "booking.too_far_ahead",
      values: { days: "90" },
    });
  });

  it("finds none in a detail that is not a coded refusal", () => {
    expect(readDatabaseErrorCode(null)).toBeNull();
    expect(readDatabaseErrorCode("Key (slug)=(x) already exists.")).toBeNull();
    expect(readDatabaseErrorCode("{not json")).toBeNull();
    expect(readDatabaseErrorCode('{"status":"paid"}')).toBeNull();
  });
});

describe("wording a code", () => {
  const say = (book: Messages, details: string) => {
    const coded = readDatabaseErrorCode(details);
    return coded && wordDatabaseError(book, coded);
  };
  const hi = hindi.hi as Messages;

  it("puts the values into the sentence, in each language", () => {
    const days = '{"code":"booking.too_far_ahead","days":90}';
    expect(say(databaseMessages.en, days)).toBe("Bookings open only 90 days ahead");
    expect(say(hi, days)).toBe("बुकिंग केवल 90 दिन आगे तक ही खुली है।");
    const decision = JSON.stringify({
      code: "verification.not_allowed",
      decision: "approve",
      kind: "temple",
      status: "suspended",
    });
    expect(say(databaseMessages.en, decision)).toBe("Cannot approve this temple: it is suspended");
    expect(say(hi, decision)).toBe("यह मंदिर निलंबित है, इसलिए इसे स्वीकृत नहीं किया जा सकता।");
  });

  it("has no words for an unknown code, or a value Hindi does not know", () => {
    expect(say(databaseMessages.en, '{"code":"booking.lost_in_space"}')).toBeNull();
    expect(say(hi, '{"code":"nothing.here"}')).toBeNull();
    expect(say(hi, '{"code":"booking.already_in_status","status":"lost"}')).toBeNull();
  });
});
