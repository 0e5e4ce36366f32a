/**
 * The texts of messages to phones: one short sentence (an SMS is at most about 300 characters)
 * with the link it needs, naming only what the recipient's own booking, payment or profile needs.
 */
import type { MailLocale } from "../messaging/mail-locale.ts";

export type PhoneTexts = Record<MailLocale, string>;

const TAGS: Record<MailLocale, string> = { en: "en-IN", hi: "hi-IN" };
const BRAND: Record<MailLocale, string> = { en: "Bhakti Setu", hi: "भक्ति सेतु" };

/** "2 Dec, 10:00 am IST": a phone line's date and time. */
export function formatShortIst(date: Date, locale: MailLocale): string {
  return `${new Intl.DateTimeFormat(TAGS[locale], {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
  }).format(date)} IST`;
}

/** "₹1,100" or "₹99,999.50": rupees with Indian digit grouping, paise only when there are some. */
export function formatPhoneRupees(paise: number): string {
  return `₹${(paise / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;
}

/** A name or title short enough for a phone line. */
export function shorten(text: string, max = 60): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1)}…`;
}

function both(render: (locale: MailLocale) => string): PhoneTexts {
  return { en: render("en"), hi: render("hi") };
}

export interface BookingPhoneFacts {
  status: string;
  title: string;
  starts_at: Date;
}

/**
 * `where` says where a confirmed session happens (the link to join, who calls whom, the
 * address), in the reader's language; it goes before the booking's link.
 */
export function renderBookingPhoneTexts(
  facts: BookingPhoneFacts,
  link: string,
  where: (locale: MailLocale) => string = () => "",
): PhoneTexts {
  return both((locale) => {
    const what = `${shorten(facts.title)}, ${formatShortIst(facts.starts_at, locale)}`;
    const place = where(locale) ? ` ${where(locale)}` : "";
    const brand = BRAND[locale];
    if (locale === "hi") {
      switch (facts.status) {
        case "requested":
          return `${brand}: ${what} के लिए नया बुकिंग अनुरोध। स्वीकार या अस्वीकार करें: ${link}`;
        case "confirmed":
          return `${brand}: ${what} की आपकी बुकिंग पक्की हो गई है।${place} ${link}`;
        case "declined":
          return `${brand}: ${what} का आपका बुकिंग अनुरोध स्वीकार नहीं हुआ। ${link}`;
        case "cancelled":
          return `${brand}: ${what} की बुकिंग रद्द हो गई है। ${link}`;
        case "completed":
          return `${brand}: ${what} की बुकिंग पूरी हुई। समीक्षा लिखें: ${link}`;
        default:
          return `${brand}: ${what} का बुकिंग अनुरोध समय पर पक्का नहीं हुआ; कोई शुल्क नहीं लगा। ${link}`;
      }
    }
    switch (facts.status) {
      case "requested":
        return `${brand}: new booking request for ${what}. Confirm or decline: ${link}`;
      case "confirmed":
        return `${brand}: your booking of ${what} is confirmed.${place} ${link}`;
      case "declined":
        return `${brand}: your booking request for ${what} was declined. ${link}`;
      case "cancelled":
        return `${brand}: the booking of ${what} was cancelled. ${link}`;
      case "completed":
        return `${brand}: your booking of ${what} is completed. Leave a review: ${link}`;
      default:
        return `${brand}: the booking request for ${what} expired; nothing is charged. ${link}`;
    }
  });
}

export function renderRefundPhoneTexts(
  facts: { title: string; refund_paise: number },
  link: string,
): PhoneTexts {
  return both((locale) => {
    const amount = formatPhoneRupees(facts.refund_paise);
    return locale === "hi"
      ? `${BRAND.hi}: ${shorten(facts.title)} के लिए ${amount} आपको लौटा दिए गए हैं। ${link}`
      : `${BRAND.en}: your refund of ${amount} for ${shorten(facts.title)} has been made. ${link}`;
  });
}

export function renderReceiptPhoneTexts(
  facts: { amount_paise: number; temple_name: string; receipt_number: string },
  link: string,
): PhoneTexts {
  return both((locale) => {
    const amount = formatPhoneRupees(facts.amount_paise);
    const temple = shorten(facts.temple_name);
    return locale === "hi"
      ? `${BRAND.hi}: ${temple} को ${amount} के दान के लिए धन्यवाद। रसीद ${facts.receipt_number}: ${link}`
      : `${BRAND.en}: thank you for your donation of ${amount} to ${temple}. Receipt ${facts.receipt_number}: ${link}`;
  });
}

export function renderVerificationPhoneTexts(
  facts: { subject_name: string; step: string },
  link: string,
): PhoneTexts {
  return both((locale) => {
    const name = shorten(facts.subject_name);
    if (locale === "hi") {
      const hi: Record<string, string> = {
        submitted: `${name} के सत्यापन के दस्तावेज़ मिल गए हैं; निर्णय होते ही हम बताएँगे।`,
        approved: `${name} सत्यापित हो गया है।`,
        rejected: `${name} का सत्यापन स्वीकार नहीं हुआ; कारण देखें।`,
        suspended: `${name} निलंबित कर दिया गया है; कारण देखें।`,
        reinstated: `${name} फिर से सक्रिय है।`,
      };
      return `${BRAND.hi}: ${hi[facts.step] ?? hi.submitted} ${link}`;
    }
    const en: Record<string, string> = {
      submitted: `we received the verification documents for ${name} and will tell you the decision.`,
      approved: `${name} is verified.`,
      rejected: `${name} was not approved; see why.`,
      suspended: `${name} is suspended; see why.`,
      reinstated: `${name} is reinstated.`,
    };
    return `${BRAND.en}: ${en[facts.step] ?? en.submitted} ${link}`;
  });
}
