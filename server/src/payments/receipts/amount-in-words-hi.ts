/**
 * Rupee amounts in Hindi words, as Hindi receipts write them: करोड़, लाख, हज़ार, सौ. Unlike English,
 * Hindi does not build 21 to 99 from tens and ones ("पैंतालीस" is not "चालीस पाँच"), so every
 * number below a hundred is its own word, listed here in full.
 */
const BELOW_HUNDRED = [
  "शून्य",
  "एक",
  "दो",
  "तीन",
  "चार",
  "पाँच",
  "छह",
  "सात",
  "आठ",
  "नौ",
  "दस",
  "ग्यारह",
  "बारह",
  "तेरह",
  "चौदह",
  "पंद्रह",
  "सोलह",
  "सत्रह",
  "अठारह",
  "उन्नीस",
  "बीस",
  "इक्कीस",
  "बाईस",
  "तेईस",
  "चौबीस",
  "पच्चीस",
  "छब्बीस",
  "सत्ताईस",
  "अट्ठाईस",
  "उनतीस",
  "तीस",
  "इकतीस",
  "बत्तीस",
  "तैंतीस",
  "चौंतीस",
  "पैंतीस",
  "छत्तीस",
  "सैंतीस",
  "अड़तीस",
  "उनतालीस",
  "चालीस",
  "इकतालीस",
  "बयालीस",
  "तैंतालीस",
  "चवालीस",
  "पैंतालीस",
  "छियालीस",
  "सैंतालीस",
  "अड़तालीस",
  "उनचास",
  "पचास",
  "इक्यावन",
  "बावन",
  "तिरपन",
  "चौवन",
  "पचपन",
  "छप्पन",
  "सत्तावन",
  "अट्ठावन",
  "उनसठ",
  "साठ",
  "इकसठ",
  "बासठ",
  "तिरसठ",
  "चौंसठ",
  "पैंसठ",
  "छियासठ",
  "सड़सठ",
  "अड़सठ",
  "उनहत्तर",
  "सत्तर",
  "इकहत्तर",
  "बहत्तर",
  "तिहत्तर",
  "चौहत्तर",
  "पचहत्तर",
  "छिहत्तर",
  "सतहत्तर",
  "अठहत्तर",
  "उनासी",
  "अस्सी",
  "इक्यासी",
  "बयासी",
  "तिरासी",
  "चौरासी",
  "पचासी",
  "छियासी",
  "सत्तासी",
  "अट्ठासी",
  "नवासी",
  "नब्बे",
  "इक्यानवे",
  "बानवे",
  "तिरानवे",
  "चौरानवे",
  "पचानवे",
  "छियानवे",
  "सत्तानवे",
  "अट्ठानवे",
  "निन्यानवे",
].map((word) => word.normalize("NFC"));

/** 1 to 99 (0 is never spoken inside a larger number). */
function wordBelowHundred(n: number): string {
  return BELOW_HUNDRED[n]!;
}

/**
 * A whole number in Hindi words in the Indian system: 2,45,000 is "दो लाख पैंतालीस हज़ार".
 * Crores above 99 are counted in words too ("एक सौ करोड़").
 */
export function numberInHindiWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`not a whole number of rupees: ${value}`);
  }
  if (value === 0) return wordBelowHundred(0);
  const crore = Math.floor(value / 10_000_000);
  const lakh = Math.floor((value % 10_000_000) / 100_000);
  const thousand = Math.floor((value % 100_000) / 1000);
  const hundred = Math.floor((value % 1000) / 100);
  const rest = value % 100;
  const parts = [];
  if (crore > 0) parts.push(`${numberInHindiWords(crore)} करोड़`);
  if (lakh > 0) parts.push(`${wordBelowHundred(lakh)} लाख`);
  if (thousand > 0) parts.push(`${wordBelowHundred(thousand)} हज़ार`);
  if (hundred > 0) parts.push(`${wordBelowHundred(hundred)} सौ`);
  if (rest > 0) parts.push(wordBelowHundred(rest));
  return parts.join(" ").normalize("NFC");
}

/** One rupee and one paisa take the singular (रुपया, पैसा); every other count the plural. */
const rupeeWord = (rupees: number) => (rupees === 1 ? "रुपया" : "रुपये");
const paisaWord = (paise: number) => (paise === 1 ? "पैसा" : "पैसे");

/**
 * 100100 paise is "एक हज़ार एक रुपये मात्र"; 24500050 is "दो लाख पैंतालीस हज़ार रुपये और पचास पैसे
 * मात्र" ("मात्र" closes the amount as "Only" does in English).
 */
export function paiseInHindiWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeesWords = `${numberInHindiWords(rupees)} ${rupeeWord(rupees)}`;
  if (rest === 0) return `${rupeesWords} मात्र`;
  const paiseWords = `${wordBelowHundred(rest)} ${paisaWord(rest)}`;
  return rupees === 0 ? `${paiseWords} मात्र` : `${rupeesWords} और ${paiseWords} मात्र`;
}
