/**
 * Tells one person about something by every channel they chose for its topic: the e-mail goes
 * now (in the job's transaction, as every job e-mail does) and each phone channel (SMS, WhatsApp)
 * becomes its own `message.phone` job, enqueued in the same transaction, so a failed SMS is
 * retried alone and never resends the e-mail.
 */
import type { MailLocale } from "../messaging/mail-locale.ts";
import type { Mail, MailAttachment } from "../messaging/mail-sender.ts";
import type { PhoneMessageKind } from "../messaging/phone-sender.ts";
import type { JobContext } from "./job-context.ts";
import type { RenderedMessage } from "./mail-format.ts";
import { findPhoneSendTime } from "./quiet-hours.ts";
import {
  enqueuePhoneJob,
  findPersonChannels,
  hasPhoneMessage,
} from "./repositories/phone-deliveries.ts";

/** What a person can choose to hear about, each on or off per person. */
export type MessageTopic = "bookings" | "reminders" | "payments" | "verification";

export interface PersonDelivery {
  userId: string;
  topic: MessageTopic;
  /** The phone message kind (MSG91 template, log); the e-mail keeps its own `mail.kind`. */
  kind: PhoneMessageKind;
  /** The e-mail, rendered for the person's language; its `to` is filled in from the account. */
  mail?: (locale: MailLocale) => Omit<Mail, "to"> | Promise<Omit<Mail, "to">>;
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

/**
 * A delivery's `mail` and `phoneText` from one renderer of both: the e-mail goes as `mailKind`,
 * with `attachments` when there are any.
 */
export function renderedChannels(
  mailKind: string,
  render: (locale: MailLocale) => RenderedMessage,
  attachments?: MailAttachment[],
): Pick<PersonDelivery, "mail" | "phoneText"> {
  return {
    mail: (locale) => ({
      kind: mailKind,
      ...render(locale).mail,
      ...(attachments && { attachments }),
    }),
    phoneText: (locale) => render(locale).phone,
  };
}

/** The phone text in `locale`, cut to fit one long SMS, keeping the link it ends with. */
export function resolvePhoneText(delivery: PersonDelivery, locale: MailLocale): string {
  const text =
    typeof delivery.phoneText === "function"
      ? delivery.phoneText(locale)
      : delivery.phoneText[locale];
  if (text.length <= MAX_PHONE_TEXT) return text;
  const link = /\shttps?:\/\/\S+$/.exec(text)?.[0] ?? "";
  return `${text.slice(0, MAX_PHONE_TEXT - link.length - 1)}…${link}`;
}

/** About two SMS parts of Latin text; phone texts are written shorter than this. */
export const MAX_PHONE_TEXT = 300;

/** Delivers `delivery` to its person by their chosen channels; see the module comment. */
export async function deliverToPerson(
  ctx: JobContext,
  delivery: PersonDelivery,
): Promise<DeliveryOutcome> {
  const person = await findPersonChannels(ctx.tx, delivery.userId);
  const outcome: DeliveryOutcome = { isMailed: false, phoneChannels: [] };
  // The account is gone, or the person turned this topic off.
  if (!person?.[delivery.topic]) return outcome;
  if (person.is_email_on && person.email && delivery.mail) {
    await ctx.mail.send({ to: person.email, ...(await delivery.mail(person.locale)) });
    outcome.isMailed = true;
  }
  const phone = person.phone;
  if (!phone) return outcome;
  const channels = (["sms", "whatsapp"] as const).filter(
    (channel) =>
      (channel === "sms" ? person.is_sms_on : person.is_whatsapp_on) &&
      !person.opted_out.includes(channel),
  );
  const dedupeKey = `${delivery.userId}:${delivery.kind}:${delivery.dedupeKey}`;
  const runAt = findPhoneSendTime(ctx.now, delivery.eventAt);
  for (const channel of channels) {
    if (await hasPhoneMessage(ctx.tx, dedupeKey, channel)) continue;
    await enqueuePhoneJob(
      ctx.tx,
      {
        user_id: delivery.userId,
        channel,
        kind: delivery.kind,
        to: phone,
        text: resolvePhoneText(delivery, person.locale),
        dedupe_key: dedupeKey,
        event_at: delivery.eventAt?.toISOString() ?? null,
        variables: delivery.variables ?? {},
      },
      runAt,
    );
    outcome.phoneChannels.push(channel);
  }
  return outcome;
}
