/** The lines a booking e-mail adds in either language: the reason given, where it happens. */
import type { MailLocale } from "../messaging/mail-locale.ts";
import { describeMeeting } from "./reminder-messages.ts";
import type { BookingMailFacts } from "./repositories/booking-mail-facts.ts";
import type { BookingMeeting } from "./repositories/booking-meeting.ts";

const WORDS = {
  en: {
    reason: "Reason",
    host: "the host",
    devotee: "the devotee",
    message: (host: string, note: string) => `Message from ${host}: ${note}`,
  },
  hi: {
    reason: "कारण",
    host: "मेज़बान",
    devotee: "भक्त",
    message: (host: string, note: string) => `${host} का संदेश: ${note}`,
  },
} satisfies Record<MailLocale, unknown>;

export function reasonLine(note: string, locale: MailLocale): string {
  return note.trim() ? `\n\n${WORDS[locale].reason}: ${note.trim()}` : "";
}

/** Where a confirmed booking happens, and the host's own words with the confirmation. */
export function meetingLines(
  facts: BookingMailFacts,
  meeting: BookingMeeting | undefined,
  locale: MailLocale,
): string {
  const words = WORDS[locale];
  const message = facts.note.trim()
    ? `\n\n${words.message(meeting?.host_name || words.host, facts.note.trim())}`
    : "";
  if (!meeting) return message;
  const reader = { is_devotee: facts.is_devotee, other_name: facts.devotee_name || words.devotee };
  return `${message}\n\n${describeMeeting(meeting, reader, locale, { opensEarly: true })}`;
}
