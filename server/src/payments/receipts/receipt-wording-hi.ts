import { paiseInHindiWords } from "./amount-in-words-hi.ts";
import { receiptFormatsIn } from "./format-rupees.ts";
import type { ReceiptWording } from "./receipt-wording-type.ts";

/**
 * The receipt's and the statement's words in Hindi, for people who read the app in Hindi. Tax
 * terms follow the Hindi of India's Income Tax Act (आयकर अधिनियम, धारा, कटौती); PAN, UPI, 80G and
 * IST stay as people know them. The fixed wording avoids ई where a phrase reads as well without
 * it: Noto draws ई as इ plus the reph mark, and a PDF maps each glyph back to one spelling, so a
 * receipt with both ई and a reph (कार्यक्रम) copies one of them wrongly.
 */
export const hindiWording: ReceiptWording = {
  lang: "hi-IN",
  product: "भक्ति सेतु",
  ...receiptFormatsIn("hi"),
  amountInWords: paiseInHindiWords,
  receipt: {
    title: (receiptNumber) => `दान प्राप्ति रसीद ${receiptNumber}`,
    heading: "दान प्राप्ति रसीद",
    trustRegistration: (registrationNumber) => `ट्रस्ट पंजीकरण संख्या: ${registrationNumber}`,
    receiptNumber: "रसीद संख्या",
    date: "दिनांक",
    receivedFrom: "दानदाता",
    anonymous: "गुप्त दानदाता",
    pan: "PAN",
    program: "सेवा कार्यक्रम",
    amount: "राशि",
    amountInWords: "राशि (शब्दों में)",
    paidBy: "भुगतान का माध्यम",
    methods: {
      razorpay: "ऑनलाइन (Razorpay)",
      upi: "UPI, मंदिर ने पुष्टि की",
      test: "परीक्षण भुगतान (पैसा नहीं कटा)",
      cash: "नकद",
    },
    withReference: (method, reference) => `${method}, संदर्भ संख्या ${reference}`,
    dedication: "समर्पण",
    eightyG: "80G पंजीकरण",
    eightyGValue: (number, validUntil) =>
      validUntil ? `${number}, ${validUntil} तक मान्य` : number,
    eightyGSentence: (templeName) =>
      `${templeName} आयकर अधिनियम, 1961 की धारा 80G के अंतर्गत अनुमोदित है। यह दान धारा 80G के अंतर्गत कटौती के योग्य है, उस धारा की सीमाओं और शर्तों के अधीन।`,
    issued: (date, templeName) =>
      `${templeName} की ओर से भक्ति सेतु द्वारा ${date} को जारी। यह रसीद कंप्यूटर से बनी है, इस पर हस्ताक्षर की आवश्यकता नहीं है।`,
  },
  statement: {
    title: (year) => `दान विवरण ${year}`,
    heading: (year) => `दान का विवरण, वित्त वर्ष ${year}`,
    period: (first, last) => `${first} से ${last} तक`,
    donor: "दानदाता",
    devotee: "भक्त",
    issued: "जारी करने की तिथि",
    empty: "इस वित्त वर्ष में भुगतान किया गया कोई दान नहीं है।",
    columns: { date: "दिनांक", receipt: "रसीद संख्या", what: "मंदिर और कार्यक्रम", amount: "राशि" },
    total: "कुल राशि",
    totalInWords: "कुल राशि (शब्दों में)",
    footnote:
      "हर दान की अपनी रसीद उसके मंदिर से मिलती है; दान धारा 80G के अंतर्गत कटौती के योग्य तभी है जब उसकी रसीद में यह लिखा हो।",
  },
};
