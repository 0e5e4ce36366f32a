/** One interface for messages to phones (SMS and WhatsApp), whichever provider carries them. */

export type PhoneChannel = "sms" | "whatsapp";

import type { PhoneMessageKind } from "../lib/phone-message-kinds.ts";

export { PHONE_MESSAGE_KINDS, type PhoneMessageKind } from "../lib/phone-message-kinds.ts";

export interface PhoneMessage {
  /** E.164, e.g. +919812345678. */
  to: string;
  channel: PhoneChannel;
  kind: PhoneMessageKind;
  /** The whole message, already in the person's language (providers that send free text). */
  text: string;
  /** A provider's registered template (a WhatsApp content sid), when the kind needs one. */
  templateId?: string;
  /** The values a registered template is filled with (MSG91 flow variables, WhatsApp content). */
  variables?: Record<string, string>;
}

export interface PhoneSender {
  /** "twilio", "msg91" or "outbox": kept beside each send. */
  readonly provider: string;
  /** Sends one message; returns the provider's message id when it gives one. */
  send(message: PhoneMessage): Promise<string | undefined>;
}

/**
 * A provider's refusal. `isPermanent` (an HTTP 4xx other than 429: a bad number, a missing
 * template) means retrying cannot help; otherwise (5xx, 429, the network) a retry may succeed.
 */
export class PhoneSendError extends Error {
  readonly isPermanent: boolean;
  readonly status: number | undefined;

  constructor(message: string, options: { isPermanent: boolean; status?: number }) {
    super(message);
    this.name = "PhoneSendError";
    this.isPermanent = options.isPermanent;
    this.status = options.status;
  }
}

/** 4xx but 408/429 are the caller's fault and final; anything else may pass on a later try. */
export function isPermanentHttpStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}
