import type { MailLocale } from "../../messaging/mail-locale.ts";

/**
 * Money and dates as the PDFs print them, in English (en-IN) or Hindi (hi-IN). Standard PDF fonts
 * have no ₹ glyph, so English prints "Rs." and Hindi its usual abbreviation "रु."; both keep the
 * international digits with Indian grouping, as Indian receipts in either language do.
 */
const TAGS: Record<MailLocale, string> = { en: "en-IN", hi: "hi-IN" };
const CURRENCY: Record<MailLocale, string> = { en: "Rs.", hi: "रु." };

/** One formatter per language, built on first use. */
function perLocale<T>(make: (tag: string) => T): (locale: MailLocale) => T {
  const made = new Map<MailLocale, T>();
  return (locale) => {
    if (!made.has(locale)) made.set(locale, make(TAGS[locale]));
    return made.get(locale)!;
  };
}

/** One date formatter per language with the given options. */
function dateFormat(
  options: Intl.DateTimeFormatOptions,
): (locale: MailLocale) => Intl.DateTimeFormat {
  return perLocale((tag) => new Intl.DateTimeFormat(tag, options));
}

const IST = "Asia/Kolkata";

const figures = perLocale(
  (tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** 110000 paise is "Rs. 1,100.00"; 1,00,00,000 paise is "Rs. 1,00,000.00" (Indian grouping). */
export function formatRupees(paise: number, locale: MailLocale = "en"): string {
  return `${CURRENCY[locale]} ${figures(locale).format(paise / 100)}`;
}

const istDate = dateFormat({ timeZone: IST, day: "numeric", month: "long", year: "numeric" });
// English writes "6:30 pm"; Hindi names the part of the day ("शाम 6:30"), as Hindi speakers say
// it, where hi-IN's plain 12-hour clock would print the English "pm".
const istTime = perLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      timeZone: IST,
      hour: "numeric",
      minute: "2-digit",
      ...(tag === TAGS.hi ? { dayPeriod: "short" } : { hour12: true }),
    }),
);

/** "26 November 2026" in India. */
export function formatIstDate(date: Date, locale: MailLocale = "en"): string {
  return istDate(locale).format(date);
}

const istShortDate = dateFormat({ timeZone: IST, day: "numeric", month: "short", year: "numeric" });

/** "26 Nov 2026" in India, for tables. */
function formatIstShortDate(date: Date, locale: MailLocale = "en"): string {
  return istShortDate(locale).format(date);
}

/** "26 November 2026, 6:30 pm IST"; "26 नवंबर 2026, शाम 6:30 IST". */
export function formatIstDateTime(date: Date, locale: MailLocale = "en"): string {
  return `${istDate(locale).format(date)}, ${istTime(locale).format(date)} IST`;
}

const calendarDate = dateFormat({
  timeZone: "UTC",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** A `date` column ("2027-03-31") as "31 March 2027", whatever the server's zone. */
export function formatCalendarDate(isoDate: string, locale: MailLocale = "en"): string {
  return calendarDate(locale).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Money and dates as a receipt or statement in `locale` writes them. */
export function receiptFormatsIn(locale: MailLocale) {
  return {
    rupees: (paise: number) => formatRupees(paise, locale),
    date: (date: Date) => formatIstDate(date, locale),
    dateTime: (date: Date) => formatIstDateTime(date, locale),
    shortDate: (date: Date) => formatIstShortDate(date, locale),
    calendarDate: (isoDate: string) => formatCalendarDate(isoDate, locale),
  };
}
