/**
 * Every word the receipt and the statement print that is not the temple's or the donor's own:
 * labels, sentences, method names, and how money and dates are written. Legal identifiers (80G
 * and registration numbers, PAN, receipt numbers) are filled in as they are, in either language.
 */
export interface ReceiptWording {
  /** The document's language tag, for screen readers. */
  lang: string;
  product: string;
  rupees: (paise: number) => string;
  amountInWords: (paise: number) => string;
  date: (date: Date) => string;
  dateTime: (date: Date) => string;
  shortDate: (date: Date) => string;
  /** A `date` column ("2027-03-31"). */
  calendarDate: (isoDate: string) => string;
  receipt: {
    title: (receiptNumber: string) => string;
    heading: string;
    trustRegistration: (registrationNumber: string) => string;
    receiptNumber: string;
    date: string;
    receivedFrom: string;
    anonymous: string;
    pan: string;
    program: string;
    amount: string;
    amountInWords: string;
    paidBy: string;
    /** Payment methods by their stored name; one not listed prints as stored. */
    methods: Record<string, string>;
    withReference: (method: string, reference: string) => string;
    dedication: string;
    eightyG: string;
    eightyGValue: (number: string, validUntil: string | null) => string;
    eightyGSentence: (templeName: string) => string;
    issued: (date: string, templeName: string) => string;
  };
  statement: {
    title: (year: string) => string;
    heading: (year: string) => string;
    period: (first: string, last: string) => string;
    donor: string;
    devotee: string;
    issued: string;
    empty: string;
    columns: { date: string; receipt: string; what: string; amount: string };
    total: string;
    totalInWords: string;
    footnote: string;
  };
}
