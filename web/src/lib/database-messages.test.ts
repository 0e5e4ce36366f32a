import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lookUpIn, sayIstLimitTime } from "./database-messages";
import { HINDI_DATABASE_MESSAGES } from "./database-messages.messages.hi";
import { readMigrationRaises } from "./database-messages.migrations";
import { setLocale } from "./i18n/locale-store";
import { describeServerError } from "./server-error";

const raises = readMigrationRaises(resolve(import.meta.dirname, "../../../supabase/migrations"));

/** Refusals the screens show in the database's words (describeServerError, review-errors.ts). */
const SHOWN_AS_WRITTEN = new Set(["22023", "PT409", "PT429"]);

/**
 * Every sentence of the migrations a screen can show: the messages of those refusals, the hints
 * of limits (when to try again), and report_content's bad-input hints (describeReportError).
 */
const shown = new Set(
  raises
    .filter(({ code }) => code !== null && SHOWN_AS_WRITTEN.has(code))
    .flatMap(({ code, inFunction, message, hints }) =>
      code === "PT429" || (code === "22023" && inFunction === "report_content")
        ? [message, ...hints]
        : [message],
    ),
);

const dictionary = Object.keys(HINDI_DATABASE_MESSAGES);

describe("the database's sentences in Hindi", () => {
  it("reads the migrations' raises, multi-line ones and templates too", () => {
    expect(raises.length).toBeGreaterThan(150);
    expect(raises).toContainEqual({
      file: "20261124000920_temple_administration.sql",
      inFunction: "send_temple_announcement",
      code: "PT429",
      message: "Your followers have had 3 notifications in the last 24 hours",
      hints: ["You can send the next one after % IST."],
    });
    expect(raises).toContainEqual(
      expect.objectContaining({
        message: "Cannot % this %: it is %",
        hints: expect.arrayContaining(["A verified profile can be suspended."]) as unknown,
      }),
    );
    expect(shown).toContain("You can write your next review after % IST.");
  });

  it("has Hindi for every sentence a screen shows as the database wrote it", () => {
    expect([...shown].filter((sentence) => !dictionary.includes(sentence))).toEqual([]);
  });

  it("keeps no Hindi for a sentence no migration raises any more", () => {
    expect(dictionary.filter((sentence) => !shown.has(sentence))).toEqual([]);
  });

  it("puts each template's values into a function of as many values", () => {
    const misfits = Object.entries(HINDI_DATABASE_MESSAGES).filter(([english, hindi]) => {
      const values = english.split("%").length - 1;
      return values === 0 ? typeof hindi !== "string" : hindi.length !== values;
    });
    expect(misfits.map(([english]) => english)).toEqual([]);
  });
});

describe("matching a sentence to its Hindi", () => {
  const say = lookUpIn(HINDI_DATABASE_MESSAGES);

  it("fills a template's values, the most literal template first", () => {
    expect(say("Cannot approve this temple: it is suspended")).toBe(
      "यह मंदिर निलंबित है, इसलिए इसे स्वीकृत नहीं किया जा सकता।",
    );
    expect(say("This payment is already captured")).toBe("यह भुगतान पहले ही पूरा हो चुका है।");
    expect(say("This payment is failed")).toBe("यह भुगतान विफल हो चुका है।");
    expect(say("This booking is already paid")).toBe("इस बुकिंग का भुगतान हो चुका है।");
    expect(say("Asha Sharma is already invited or associated")).toBe(
      "Asha Sharma को पहले ही निमंत्रण भेजा जा चुका है, या वे पहले से मंदिर से जुड़े हैं।",
    );
  });

  it("knows nothing of a sentence, or a value, it has no words for", () => {
    expect(say("Something new went wrong")).toBeNull();
    expect(say("This booking is already lost")).toBeNull();
    expect(say("This booking is already %")).toBeNull();
  });
});

describe("when a limit lifts", () => {
  it("is said in the current language, today or tomorrow by India's date", () => {
    const evening = new Date("2026-12-14T12:00:00Z"); // 5:30 pm IST
    expect(sayIstLimitTime("14 Dec, 06:30 PM", evening)).toBe("Today, 6:30 pm IST");
    expect(sayIstLimitTime("15 Dec, 12:05 AM", evening)).toBe("Tomorrow, 12:05 am IST");
  });

  it("rolls into next year when the date has gone this year", () => {
    const newYearsEve = new Date("2026-12-31T18:00:00Z"); // 11:30 pm IST
    expect(sayIstLimitTime("01 Jan, 12:29 AM", newYearsEve)).toBe("Tomorrow, 12:29 am IST");
    // 5 Jan 2027 is a Tuesday (in 2026 it was a Monday).
    expect(sayIstLimitTime("05 Jan, 10:00 AM", newYearsEve)).toBe("Tue, 5 Jan, 10:00 am IST");
  });

  it("is not a time when the text is not one", () => {
    expect(sayIstLimitTime("tomorrow", new Date())).toBeNull();
    expect(sayIstLimitTime("14 Dec, 13:30 PM", new Date())).toBeNull();
  });
});

describe("a server error on a Hindi screen", () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-14T12:00:00Z"));
    await setLocale("hi");
  });
  afterEach(async () => {
    vi.useRealTimers();
    await setLocale("en");
  });

  it("says the database's refusal in Hindi", () => {
    expect(
      describeServerError({ code: "PT409", message: "This booking is already cancelled" }),
    ).toBe("यह बुकिंग पहले ही रद्द हो चुकी है।");
    expect(
      describeServerError({ code: "22023", message: "Bookings open only 90 days ahead" }),
    ).toBe("बुकिंग केवल 90 दिन आगे तक ही खुली है।");
  });

  it("says when the next try is allowed in Hindi's date and time", () => {
    expect(
      describeServerError({
        code: "PT429",
        message: "Your followers have had 3 notifications in the last 24 hours",
        hint: "You can send the next one after 15 Dec, 09:15 AM IST.",
      }),
    ).toBe(
      "आपके अनुयायियों को पिछले 24 घंटों में 3 सूचनाएँ भेजी जा चुकी हैं। आप कल, 9:15 am IST के बाद फिर से भेज सकते हैं।",
    );
  });

  it("falls back to the screen's own Hindi for a sentence it does not know, never English", () => {
    expect(describeServerError({ code: "PT409", message: "Something new went wrong" })).toBe(
      "यह अनुरोध स्वीकार नहीं हुआ। कृपया इसे जाँचकर फिर कोशिश करें।",
    );
    expect(describeServerError({ code: "PT429", message: "Slow down", hint: "Later." })).toBe(
      "बहुत सारे अनुरोध आ गए हैं। कुछ देर बाद फिर कोशिश करें।",
    );
  });
});
