import type { Database } from "../../db/database.ts";
import type { Clock } from "../../lib/clock.ts";
import { insertOutboxMessage } from "../../messaging/outbox-messages.ts";

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

/** Twilio's Messages API (or any server speaking it, `SMS_TWILIO_API_URL`). */
export function createTwilioSmsSender(settings: {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl: string;
}): SmsSender {
  const url = `${settings.apiUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;
  return {
    provider: "twilio",
    async send(sms) {
      const form = new URLSearchParams({ To: `+${sms.to}`, Body: sms.text });
      form.set(settings.from.startsWith("MG") ? "MessagingServiceSid" : "From", settings.from);
      const response = await fetch(url, {
        method: "POST",
        headers: {
          Authorization: authorization,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: form,
      });
      const body = (await response.json().catch(() => ({}))) as { sid?: string; message?: string };
      if (!response.ok) {
        throw new SmsSendError(body.message ?? `Twilio answered HTTP ${response.status}`);
      }
      return body.sid;
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
