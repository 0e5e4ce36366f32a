import { describe, expect, it } from "vitest";
import { numberInIndianWords, paiseInWords } from "./amount-in-words.ts";

describe("amounts in words, Indian system", () => {
  it.each([
    [0, "Zero"],
    [7, "Seven"],
    [15, "Fifteen"],
    [40, "Forty"],
    [99, "Ninety Nine"],
    [100, "One Hundred"],
    [101, "One Hundred One"],
    [1100, "One Thousand One Hundred"],
    [2501, "Two Thousand Five Hundred One"],
    [10_000, "Ten Thousand"],
    [99_999, "Ninety Nine Thousand Nine Hundred Ninety Nine"],
    [1_00_000, "One Lakh"],
    [1_50_000, "One Lakh Fifty Thousand"],
    [12_34_567, "Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven"],
    [1_00_00_000, "One Crore"],
    [1_23_45_678, "One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight"],
    [
      9_99_99_99_999,
      "Nine Hundred Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine",
    ],
    [1_000_00_00_000, "One Thousand Crore"],
  ])("%i is %s", (value, words) => {
    expect(numberInIndianWords(value)).toBe(words);
  });

  it("writes paise as receipts do", () => {
    expect(paiseInWords(110_000)).toBe("Rupees One Thousand One Hundred Only");
    expect(paiseInWords(100)).toBe("Rupees One Only");
    expect(paiseInWords(150)).toBe("Rupees One and Fifty Paise Only");
    expect(paiseInWords(5)).toBe("Five Paise Only");
    expect(paiseInWords(1_00_000_00)).toBe("Rupees One Lakh Only");
    expect(paiseInWords(1_00_00_000_00)).toBe("Rupees One Crore Only");
  });

  it("refuses what is not a whole, non-negative amount", () => {
    expect(() => numberInIndianWords(-1)).toThrow(RangeError);
    expect(() => paiseInWords(1.5)).toThrow(RangeError);
  });
});
