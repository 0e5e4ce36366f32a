/** Rupee amounts in words, as Indian receipts write them: crore, lakh, thousand, hundred. */
const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 0 to 99. */
function wordsBelowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]!} ${ONES[ones]!}`;
}

/** 0 to 999. */
function wordsBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]!} Hundred`);
  if (rest > 0) parts.push(wordsBelowHundred(rest));
  return parts.join(" ");
}

/**
 * A whole number in words in the Indian system: 1,23,45,678 is "One Crore Twenty Three Lakh Forty
 * Five Thousand Six Hundred Seventy Eight". Crores above 99 are counted in words too ("One Hundred
 * Crore").
 */
export function numberInIndianWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`not a whole number of rupees: ${value}`);
  }
  if (value === 0) return "Zero";
  const crore = Math.floor(value / 10_000_000);
  const lakh = Math.floor((value % 10_000_000) / 100_000);
  const thousand = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  const parts = [];
  if (crore > 0) parts.push(`${numberInIndianWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${wordsBelowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${wordsBelowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(wordsBelowThousand(rest));
  return parts.join(" ");
}

/** 110000 paise is "Rupees One Thousand One Hundred Only"; 150 is "Rupees One and Fifty Paise Only". */
export function paiseInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rest === 0) return `Rupees ${numberInIndianWords(rupees)} Only`;
  const paiseWords = `${wordsBelowHundred(rest)} Paise`;
  return rupees === 0
    ? `${paiseWords} Only`
    : `Rupees ${numberInIndianWords(rupees)} and ${paiseWords} Only`;
}
