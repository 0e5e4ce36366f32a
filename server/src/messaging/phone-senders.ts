/** The phone senders the configuration chooses, and the development outbox they fall back to. */
import type { Queryable } from "../db/database.ts";
import type { Clock } from "../lib/clock.ts";
import { createMsg91PhoneSender } from "./msg91-phone-sender.ts";
import { insertOutboxMessage } from "./outbox-messages.ts";
import type { PhoneChannel, PhoneMessageKind, PhoneSender } from "./phone-sender.ts";
import { createTwilioPhoneSender } from "./twilio-phone-sender.ts";

/** A sender per channel; `db` is the job's transaction, where the outbox writes. */
export type PhoneSenderFactory = (db: Queryable) => Record<PhoneChannel, PhoneSender>;

/** Keeps phone messages in auth.outbox_messages, readable at /_dev/mail, when no provider is set. */
export function createOutboxPhoneSender(db: Queryable, clock: Clock): PhoneSender {
  return {
    provider: "outbox",
    async send(message) {
      await insertOutboxMessage(db, {
        channel: message.channel,
        recipient: message.to,
        kind: message.kind,
        subject: "",
        body: message.text,
        created_at: clock.now(),
      });
      return undefined;
    },
  };
}

/** The configuration's phone settings (see config.ts). */
export interface PhoneSettings {
  PHONE_SMS_PROVIDER: "twilio" | "msg91" | "outbox";
  PHONE_WHATSAPP_FROM?: string | undefined;
  SMS_TWILIO_ACCOUNT_SID?: string | undefined;
  SMS_TWILIO_AUTH_TOKEN?: string | undefined;
  SMS_TWILIO_FROM?: string | undefined;
  SMS_TWILIO_API_URL: string;
  MSG91_AUTH_KEY?: string | undefined;
  MSG91_API_URL: string;
  MSG91_TEMPLATES: Partial<Record<PhoneMessageKind, string>>;
  PHONE_WHATSAPP_TEMPLATES: Partial<Record<PhoneMessageKind, string>>;
}

/** Sends each kind through its approved template (a Twilio content sid) where one is set. */
function withTemplates(
  sender: PhoneSender,
  templates: Partial<Record<PhoneMessageKind, string>>,
): PhoneSender {
  return {
    provider: sender.provider,
    send: (message) =>
      sender.send({ ...message, templateId: message.templateId ?? templates[message.kind] }),
  };
}

/** SMS by `PHONE_SMS_PROVIDER`, WhatsApp by Twilio when `PHONE_WHATSAPP_FROM` is set. */
export function createPhoneSenderFactory(config: PhoneSettings, clock: Clock): PhoneSenderFactory {
  const twilio =
    config.SMS_TWILIO_ACCOUNT_SID && config.SMS_TWILIO_AUTH_TOKEN
      ? createTwilioPhoneSender({
          accountSid: config.SMS_TWILIO_ACCOUNT_SID,
          authToken: config.SMS_TWILIO_AUTH_TOKEN,
          apiUrl: config.SMS_TWILIO_API_URL,
          smsFrom: config.SMS_TWILIO_FROM,
          whatsappFrom: config.PHONE_WHATSAPP_FROM,
        })
      : undefined;
  const sms =
    config.PHONE_SMS_PROVIDER === "msg91" && config.MSG91_AUTH_KEY
      ? createMsg91PhoneSender({
          authKey: config.MSG91_AUTH_KEY,
          apiUrl: config.MSG91_API_URL,
          templates: config.MSG91_TEMPLATES,
        })
      : config.PHONE_SMS_PROVIDER === "twilio"
        ? twilio
        : undefined;
  const whatsapp =
    config.PHONE_WHATSAPP_FROM && twilio
      ? withTemplates(twilio, config.PHONE_WHATSAPP_TEMPLATES)
      : undefined;
  return (db) => ({
    sms: sms ?? createOutboxPhoneSender(db, clock),
    whatsapp: whatsapp ?? createOutboxPhoneSender(db, clock),
  });
}
