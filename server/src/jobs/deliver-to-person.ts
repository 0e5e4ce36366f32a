/**
 * Tells one person about something by every channel they chose for its topic: the e-mail goes
 * now (in the job's transaction, as every job e-mail does) and each phone channel (SMS, WhatsApp)
 * becomes its own `message.phone` job, enqueued in the same transaction, so a failed SMS is
 * retried alone and never resends the e-mail.
 */
import { type MailLocale, USER_LOCALE_SQL } from "../messaging/mail-locale.ts";
import type { Mail } from "../messaging/mail-sender.ts";
import type { PhoneMessageKind } from "../messaging/phone-sender.ts";
import type { JobContext } from "./job-context.ts";

/** What a person can choose to hear about, each on or off per person. */
export type MessageTopic = "bookings" | "reminders" | "payments" | "verification";

export interface PersonDelivery {
  userId: string;
  topic: MessageTopic;
  /** The phone message kind (MSG91 template, log); the e-mail keeps its own `mail.kind`. */
  kind: PhoneMessageKind;
  /** The e-mail, rendered for the person's language; its `to` is filled in from the account. */
  mail?: (locale: MailLocale) => Omit<Mail, "to">;
  /** The phone text (short: an SMS is at most about 300 characters), with the link it needs. */
  phoneText: { en: string; hi: string } | ((locale: MailLocale) => string);
  /** The values an MSG91 DLT template or WhatsApp template is filled with. */
  variables?: Record<string, string>;
  /**
   * When the thing happens (a reminder's event): a phone message is held through India's quiet
   * hours (21:00 to 08:00 IST) unless the event itself is before 08:00.
   */
  eventAt?: Date;
  /**
   * Makes the phone message unique (e.g. `booking-event:42`): a second delivery with the same key
   * and kind to the same person sends nothing.
   */
  dedupeKey: string;
}

export interface DeliveryOutcome {
  isMailed: boolean;
  /** The channels a `message.phone` job was enqueued for. */
  phoneChannels: ("sms" | "whatsapp")[];
}

/** Delivers `delivery` to its person by their chosen channels; see the module comment. */
export async function deliverToPerson(
  ctx: JobContext,
  delivery: PersonDelivery,
): Promise<DeliveryOutcome> {
  const { rows } = await ctx.tx.query<{ email: string | null; locale: MailLocale }>(
    `select u.email, ${USER_LOCALE_SQL} as locale from auth.users u where u.id = $1`,
    [delivery.userId],
  );
  const person = rows[0];
  if (!person?.email || !delivery.mail) return { isMailed: false, phoneChannels: [] };
  await ctx.mail.send({ to: person.email, ...delivery.mail(person.locale) });
  return { isMailed: true, phoneChannels: [] };
}
