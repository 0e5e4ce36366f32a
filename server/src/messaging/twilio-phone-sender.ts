/** Twilio's Messages API for SMS and WhatsApp (or any server speaking it, `SMS_TWILIO_API_URL`). */
import {
  isPermanentHttpStatus,
  type PhoneMessage,
  type PhoneSender,
  PhoneSendError,
} from "./phone-sender.ts";

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  apiUrl: string;
  /** The SMS sender: a number, an alphanumeric id, or a messaging service sid (`MG…`). */
  smsFrom?: string;
  /** The WhatsApp sender number (E.164), or a messaging service sid. */
  whatsappFrom?: string;
}

/** Twilio's error body: `{ code, message, more_info, status }`. */
interface TwilioReply {
  sid?: string;
  code?: number;
  message?: string;
}

function addressOn(channel: PhoneMessage["channel"], number: string): string {
  return channel === "whatsapp" ? `whatsapp:${number.replace(/^whatsapp:/, "")}` : number;
}

export function createTwilioPhoneSender(settings: TwilioSettings): PhoneSender {
  const url = `${settings.apiUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;
  return {
    provider: "twilio",
    async send(message) {
      const from = message.channel === "whatsapp" ? settings.whatsappFrom : settings.smsFrom;
      if (!from) {
        throw new PhoneSendError(`no Twilio ${message.channel} sender is configured`, {
          isPermanent: true,
        });
      }
      const form = new URLSearchParams({ To: addressOn(message.channel, message.to) });
      if (from.startsWith("MG")) form.set("MessagingServiceSid", from);
      else form.set("From", addressOn(message.channel, from));
      // An approved WhatsApp template (outside the 24-hour window) replaces the free text.
      if (message.templateId) {
        form.set("ContentSid", message.templateId);
        form.set("ContentVariables", JSON.stringify(message.variables ?? {}));
      } else {
        form.set("Body", message.text);
      }
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: {
            Authorization: authorization,
            "Content-Type": "application/x-www-form-urlencoded",
          },
          body: form,
        });
      } catch (error) {
        throw new PhoneSendError(`Twilio could not be reached: ${String(error)}`, {
          isPermanent: false,
        });
      }
      const reply = (await response.json().catch(() => ({}))) as TwilioReply;
      if (!response.ok) {
        const code = reply.code === undefined ? "" : ` (Twilio error ${reply.code})`;
        throw new PhoneSendError(
          `${reply.message ?? `Twilio answered HTTP ${response.status}`}${code}`,
          { isPermanent: isPermanentHttpStatus(response.status), status: response.status },
        );
      }
      return reply.sid;
    },
  };
}
