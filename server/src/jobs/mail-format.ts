/** What the job e-mails of both languages format alike: times in IST, rupees, a reason. */
import type { MailLocale } from "../messaging/mail-locale.ts";

/** An e-mail's subject and plain-text body. */
export interface MailText {
  subject: string;
  text: string;
}

/** A message rendered for one language both as an e-mail and as a phone text. */
export interface RenderedMessage {
  mail: MailText;
  phone: string;
}

const TAGS: Record<MailLocale, string> = { en: "en-IN", hi: "hi-IN" };

/** How every job e-mail ends, in its language. */
export const MAIL_FOOTER: Record<MailLocale, string> = {
  en: "\n\n— Bhakti Setu, your spiritual gateway",
  hi: "\n\n— भक्ति सेतु, आपका आध्यात्मिक द्वार",
};

const rupees = {
  en: new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    maximumFractionDigits: 2,
  }),
  hi: new Intl.NumberFormat("hi-IN", {
    style: "currency",
    currency: "INR",
    maximumFractionDigits: 2,
  }),
};

/** Times in IST, the platform's zone, with the zone named. */
export function formatIst(date: Date, locale: MailLocale): string {
  return `${new Intl.DateTimeFormat(TAGS[locale], {
    timeZone: "Asia/Kolkata",
    dateStyle: "full",
    timeStyle: "short",
  }).format(date)} IST`;
}

export function formatPaise(paise: number, locale: MailLocale): string {
  return rupees[locale].format(paise / 100);
}

/** The reason as part of a sentence: trimmed, without its own closing full stop (. or ।). */
export function clause(reason: string | null): string {
  return (reason ?? "").trim().replace(/[.।\s]+$/, "");
}
