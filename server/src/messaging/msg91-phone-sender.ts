/**
 * MSG91's Flow API (SMS in India): every message is a DLT-registered template, one per message
 * kind, filled with the message's variables; the free text is not sent.
 */
import {
  isPermanentHttpStatus,
  type PhoneMessageKind,
  type PhoneSender,
  PhoneSendError,
} from "./phone-sender.ts";

export interface Msg91Settings {
  authKey: string;
  /** https://control.msg91.com, or a server speaking its API. */
  apiUrl: string;
  /** The DLT template (flow) id of each message kind. */
  templates: Partial<Record<PhoneMessageKind, string>>;
}

/** `{"type":"success","message":"<request id>"}` or `{"type":"error","message":"<why>"}`. */
interface Msg91Reply {
  type?: string;
  message?: string;
}

export function createMsg91PhoneSender(settings: Msg91Settings): PhoneSender {
  const url = `${settings.apiUrl.replace(/\/+$/, "")}/api/v5/flow`;
  return {
    provider: "msg91",
    async send(message) {
      if (message.channel !== "sms") {
        throw new PhoneSendError("MSG91 sends SMS only", { isPermanent: true });
      }
      const templateId = message.templateId ?? settings.templates[message.kind];
      if (!templateId) {
        throw new PhoneSendError(`no MSG91 template for ${message.kind}`, { isPermanent: true });
      }
      // MSG91 takes the number with its country code and without the plus.
      const recipient = { ...message.variables, mobiles: message.to.replace(/^\+/, "") };
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: {
            authkey: settings.authKey,
            accept: "application/json",
            "content-type": "application/json",
          },
          body: JSON.stringify({
            template_id: templateId,
            short_url: "0",
            recipients: [recipient],
          }),
        });
      } catch (error) {
        throw new PhoneSendError(`MSG91 could not be reached: ${String(error)}`, {
          isPermanent: false,
        });
      }
      const reply = (await response.json().catch(() => ({}))) as Msg91Reply;
      if (!response.ok) {
        throw new PhoneSendError(reply.message ?? `MSG91 answered HTTP ${response.status}`, {
          isPermanent: isPermanentHttpStatus(response.status),
          status: response.status,
        });
      }
      // MSG91 answers a refused request (bad key, unknown template) with 200 and type "error".
      if (reply.type !== "success") {
        throw new PhoneSendError(reply.message ?? "MSG91 refused the message", {
          isPermanent: true,
          status: response.status,
        });
      }
      return reply.message;
    },
  };
}
