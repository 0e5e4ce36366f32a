import { describe, expect, it } from "vitest";
import { numberInHindiWords, paiseInHindiWords } from "./amount-in-words-hi.ts";

// Words compared in NFC: "हज़ार" may be typed with the precomposed ज़ or with ज + nukta.
const nfc = (text: string) => text.normalize("NFC");

describe("amounts in Hindi words, Indian system", () => {
  // Spellings as standard Hindi number charts give them; 1 to 99 are each their own word, so the
  // sample covers every decade, the "उन-" (one less than) forms and the irregular ones.
  it.each([
    [1, "एक"],
    [5, "पाँच"],
    [6, "छह"],
    [9, "नौ"],
    [11, "ग्यारह"],
    [15, "पंद्रह"],
    [18, "अठारह"],
    [19, "उन्नीस"],
    [21, "इक्कीस"],
    [25, "पच्चीस"],
    [28, "अट्ठाईस"],
    [29, "उनतीस"],
    [33, "तैंतीस"],
    [35, "पैंतीस"],
    [38, "अड़तीस"],
    [39, "उनतालीस"],
    [42, "बयालीस"],
    [44, "चवालीस"],
    [45, "पैंतालीस"],
    [49, "उनचास"],
    [51, "इक्यावन"],
    [53, "तिरपन"],
    [54, "चौवन"],
    [58, "अट्ठावन"],
    [59, "उनसठ"],
    [64, "चौंसठ"],
    [67, "सड़सठ"],
    [69, "उनहत्तर"],
    [72, "बहत्तर"],
    [76, "छिहत्तर"],
    [78, "अठहत्तर"],
    [79, "उनासी"],
    [82, "बयासी"],
    [86, "छियासी"],
    [89, "नवासी"],
    [90, "नब्बे"],
    [92, "बानवे"],
    [95, "पचानवे"],
    [99, "निन्यानवे"],
  ])("%i is %s", (value, word) => {
    expect(numberInHindiWords(value)).toBe(nfc(word));
  });

  it("has a distinct word for every number below a hundred", () => {
    const words = Array.from({ length: 99 }, (_, i) => numberInHindiWords(i + 1));
    expect(new Set(words).size).toBe(99);
    for (const word of words) expect(word).toMatch(/^\p{scx=Devanagari}+$/u);
  });

  it.each([
    [0, "शून्य"],
    [100, "एक सौ"],
    [101, "एक सौ एक"],
    [1001, "एक हज़ार एक"],
    [1100, "एक हज़ार एक सौ"],
    [2_45_000, "दो लाख पैंतालीस हज़ार"],
    [12_34_567, "बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ"],
    [1_00_00_000, "एक करोड़"],
    [1_23_45_678, "एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर"],
    [1_00_00_00_000, "एक सौ करोड़"],
    [9_99_99_99_999, "नौ सौ निन्यानवे करोड़ निन्यानवे लाख निन्यानवे हज़ार नौ सौ निन्यानवे"],
  ])("%i is %s", (value, words) => {
    expect(numberInHindiWords(value)).toBe(nfc(words));
  });

  it("writes paise as Hindi receipts do", () => {
    expect(paiseInHindiWords(1001_00)).toBe(nfc("एक हज़ार एक रुपये मात्र"));
    expect(paiseInHindiWords(2_45_000_50)).toBe(nfc("दो लाख पैंतालीस हज़ार रुपये और पचास पैसे मात्र"));
    expect(paiseInHindiWords(100)).toBe("एक रुपया मात्र");
    expect(paiseInHindiWords(101)).toBe("एक रुपया और एक पैसा मात्र");
    expect(paiseInHindiWords(5)).toBe("पाँच पैसे मात्र");
    expect(paiseInHindiWords(0)).toBe("शून्य रुपये मात्र");
    expect(paiseInHindiWords(1_00_00_000_00)).toBe(nfc("एक करोड़ रुपये मात्र"));
  });

  it("refuses what is not a whole, non-negative amount", () => {
    expect(() => numberInHindiWords(-1)).toThrow(RangeError);
    expect(() => paiseInHindiWords(1.5)).toThrow(RangeError);
  });
});
