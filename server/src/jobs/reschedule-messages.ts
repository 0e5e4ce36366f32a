/** What the other side hears when a booking moves, a time is proposed, or a proposal answered. */
import type { MailLocale } from "../messaging/mail-locale.ts";
import { formatIst, MAIL_FOOTER, type RenderedMessage } from "./mail-format.ts";
import type { RescheduleMessageFacts } from "./repositories/reschedule-message-facts.ts";

function sentence(facts: RescheduleMessageFacts, locale: MailLocale): string {
  const from = formatIst(facts.from_at, locale);
  const to = formatIst(facts.to_at, locale);
  const who = facts.actor_name || (locale === "hi" ? "भक्त" : "The devotee");
  if (locale === "hi") {
    switch (facts.step) {
      case "moved":
        return `${who} ने ${facts.title} को ${from} से ${to} पर कर दिया है।`;
      case "proposed":
        return `${who} ${facts.title} के लिए ${from} की जगह ${to} सुझाते हैं। बुकिंग के पेज पर स्वीकार करें या पुराना समय रखें।`;
      case "accepted":
        return `${who} ने ${facts.title} का नया समय ${to} स्वीकार कर लिया है।`;
      default:
        return `${who} ने ${facts.title} का पुराना समय ${from} रखा है। अगर आप उसे नहीं निभा सकते, तो बुकिंग रद्द करें: पूरी राशि लौटाई जाएगी।`;
    }
  }
  switch (facts.step) {
    case "moved":
      return `${who} moved ${facts.title} from ${from} to ${to}.`;
    case "proposed":
      return `${who} proposes ${to} instead of ${from} for ${facts.title}. Accept it or keep the original time on the booking page.`;
    case "accepted":
      return `${who} accepted the new time for ${facts.title}: ${to}.`;
    default:
      return `${who} kept the original time for ${facts.title}: ${from}. If you cannot keep it, cancel the booking and the full amount is refunded.`;
  }
}

const SUBJECTS = {
  en: {
    moved: "Booking moved",
    proposed: "New time proposed",
    accepted: "New time accepted",
    declined: "Original time kept",
  },
  hi: {
    moved: "बुकिंग का समय बदला",
    proposed: "नया समय सुझाया गया",
    accepted: "नया समय स्वीकार",
    declined: "पुराना समय रखा गया",
  },
};

export function renderRescheduleMessage(
  facts: RescheduleMessageFacts,
  link: string,
  locale: MailLocale,
): RenderedMessage {
  const text = sentence(facts, locale);
  const see = locale === "hi" ? "बुकिंग देखें" : "See the booking";
  return {
    mail: {
      subject: `${SUBJECTS[locale][facts.step]}: ${facts.title}`,
      text: `${locale === "hi" ? "नमस्ते" : "Namaste"},\n\n${text}\n\n${see}: ${link}${MAIL_FOOTER[locale]}`,
    },
    phone: `${locale === "hi" ? "भक्ति सेतु" : "Bhakti Setu"}: ${text} ${link}`,
  };
}
