/** What a reminder says, by e-mail and by phone, in English and Hindi. */
import type { MailLocale } from "../messaging/mail-locale.ts";
import { formatIst, MAIL_FOOTER, type RenderedMessage } from "./mail-format.ts";
import type { BookingMeeting } from "./repositories/booking-meeting.ts";
import type { CourseReminderFacts } from "./repositories/course-reminder-facts.ts";
import type {
  BookingReminderFacts,
  EventReminderFacts,
} from "./repositories/booking-reminder-facts.ts";

/** A reminder's e-mail (greeting, body, footer) and text message (the product's name first). */
function reminder(
  locale: MailLocale,
  subject: string,
  body: string,
  phone: string,
): RenderedMessage {
  const [greeting, product] = locale === "hi" ? ["नमस्ते", "भक्ति सेतु"] : ["Namaste", "Bhakti Setu"];
  return {
    mail: { subject, text: `${greeting},\n\n${body}${MAIL_FOOTER[locale]}` },
    phone: `${product}: ${phone}`,
  };
}

function inHours(hours: number, locale: MailLocale): string {
  if (locale === "hi") return hours === 1 ? "1 घंटे में" : `${hours} घंटे में`;
  return hours === 1 ? "in 1 hour" : `in ${hours} hours`;
}

/**
 * Where the session happens, for the reader: a link, who calls whom, or the address. A
 * confirmation (`opensEarly`) says the link opens 15 minutes before; a reminder and a text
 * message keep it short.
 */
export function describeMeeting(
  meeting: BookingMeeting | undefined,
  facts: Pick<BookingReminderFacts, "is_devotee" | "other_name">,
  locale: MailLocale,
  { opensEarly = false } = {},
): string {
  if (!meeting) return "";
  const hi = locale === "hi";
  switch (meeting.kind) {
    case "phone_call":
      if (facts.is_devotee) {
        return hi
          ? `${meeting.host_name} आपको ${meeting.phone ?? ""} पर कॉल करेंगे।`
          : `${meeting.host_name} will call you at ${meeting.phone ?? ""}.`;
      }
      return hi
        ? `${facts.other_name} को ${meeting.phone ?? ""} पर कॉल करें।`
        : `Call ${facts.other_name} at ${meeting.phone ?? ""}.`;
    case "at_address":
      return hi ? `स्थान: ${meeting.address ?? ""}` : `Where: ${meeting.address ?? ""}`;
    default:
      if (opensEarly) {
        return hi
          ? `शुरू होने से 15 मिनट पहले से यहाँ जुड़ें: ${meeting.url ?? ""}`
          : `Join from 15 minutes before the start: ${meeting.url ?? ""}`;
      }
      return hi ? `यहाँ जुड़ें: ${meeting.url ?? ""}` : `Join here: ${meeting.url ?? ""}`;
  }
}

export function renderBookingReminder(
  facts: BookingReminderFacts,
  hoursBefore: number,
  meeting: BookingMeeting | undefined,
  link: string,
  locale: MailLocale,
): RenderedMessage {
  const when = formatIst(facts.starts_at, locale);
  const where = describeMeeting(meeting, facts, locale);
  const whereLine = where ? `\n\n${where}` : "";
  if (locale === "hi") {
    return reminder(
      "hi",
      `याद दिलाना: ${facts.title} ${inHours(hoursBefore, "hi")}`,
      `${facts.other_name} के साथ ${facts.title} ${when} पर है।${whereLine}\n\nबुकिंग देखें: ${link}\n\nसाथ लगी कैलेंडर फ़ाइल इसे आपके कैलेंडर में जोड़ देती है।`,
      `${facts.title} ${inHours(hoursBefore, "hi")}, ${when}। ${where} ${link}`,
    );
  }
  return reminder(
    "en",
    `Reminder: ${facts.title} ${inHours(hoursBefore, "en")}`,
    `${facts.title} with ${facts.other_name} is at ${when}.${whereLine}\n\nSee the booking: ${link}\n\nThe attached calendar file adds it to your calendar.`,
    `${facts.title} ${inHours(hoursBefore, "en")}, ${when}. ${where} ${link}`,
  );
}

/** A course session's reminder to an enrolled devotee: their courses hold its join link. */
export function renderCourseReminder(
  facts: Pick<CourseReminderFacts, "title" | "provider_name" | "starts_at">,
  hoursBefore: number,
  link: string,
  locale: MailLocale,
): RenderedMessage {
  const when = formatIst(facts.starts_at, locale);
  if (locale === "hi") {
    return reminder(
      "hi",
      `याद दिलाना: ${facts.title} ${inHours(hoursBefore, "hi")}`,
      `${facts.provider_name} के साथ ${facts.title} का सत्र ${when} पर है।\n\nअपने कोर्स से जुड़ें: ${link}`,
      `${facts.title} ${inHours(hoursBefore, "hi")}, ${when}। ${link}`,
    );
  }
  return reminder(
    "en",
    `Reminder: ${facts.title} ${inHours(hoursBefore, "en")}`,
    `The next session of ${facts.title} with ${facts.provider_name} is at ${when}.\n\nJoin it from your courses: ${link}`,
    `${facts.title} ${inHours(hoursBefore, "en")}, ${when}. ${link}`,
  );
}

export function renderEventReminder(
  facts: EventReminderFacts,
  link: string,
  locale: MailLocale,
): RenderedMessage {
  const when = formatIst(facts.starts_at, locale);
  if (locale === "hi") {
    return reminder(
      "hi",
      `कल: ${facts.title}`,
      `${facts.temple_name} में ${facts.title} ${when} पर है; आपके नाम ${facts.seats} स्थान हैं।\n\nविवरण: ${link}\n\nसाथ लगी कैलेंडर फ़ाइल इसे आपके कैलेंडर में जोड़ देती है।`,
      `कल ${facts.temple_name} में ${facts.title}, ${when}। ${link}`,
    );
  }
  return reminder(
    "en",
    `Tomorrow: ${facts.title}`,
    `${facts.title} at ${facts.temple_name} is at ${when}; ${facts.seats === 1 ? "1 place is" : `${facts.seats} places are`} registered in your name.\n\nDetails: ${link}\n\nThe attached calendar file adds it to your calendar.`,
    `tomorrow ${facts.title} at ${facts.temple_name}, ${when}. ${link}`,
  );
}
