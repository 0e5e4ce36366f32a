import type { Database } from "../../db/database.ts";
import type { Clock } from "../../lib/clock.ts";
import { insertOutboxMessage } from "../../messaging/outbox-messages.ts";
import { createTwilioPhoneSender } from "../../messaging/twilio-phone-sender.ts";

export interface Sms {
  to: string;
  kind: string;
  text: string;
}

export interface SmsSender {
  readonly provider: string;
  /** Returns the provider's message id when it gives one. */
  send(sms: Sms): Promise<string | undefined>;
}

export class SmsSendError extends Error {}

/**
 * Twilio's Messages API (or any server speaking it, `SMS_TWILIO_API_URL`), through the same
 * adapter every phone message uses; `sms.to` is the number without its plus, as GoTrue keeps it.
 */
export function createTwilioSmsSender(settings: {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl: string;
}): SmsSender {
  const twilio = createTwilioPhoneSender({ ...settings, smsFrom: settings.from });
  return {
    provider: "twilio",
    async send(sms) {
      try {
        return await twilio.send({
          to: `+${sms.to}`,
          channel: "sms",
          kind: "sign_in_code",
          text: sms.text,
        });
      } catch (error) {
        throw new SmsSendError(error instanceof Error ? error.message : String(error));
      }
    },
  };
}

/** Keeps SMS in auth.outbox_messages, readable at /_dev/mail, when no provider is set. */
export function createOutboxSmsSender(db: Database, clock: Clock): SmsSender {
  return {
    provider: "",
    async send(sms) {
      await insertOutboxMessage(db, {
        channel: "sms",
        recipient: sms.to,
        kind: sms.kind,
        subject: "",
        body: sms.text,
        created_at: clock.now(),
      });
      return undefined;
    },
  };
}
