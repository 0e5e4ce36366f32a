/** What a person's reply to one of our messages asks for: STOP and START as carriers read them. */
import type { Queryable } from "../db/database.ts";
import { optInPhone, optOutPhone } from "./phone-opt-outs.ts";
import type { PhoneChannel } from "./phone-sender.ts";

// Twilio's own opt-out and opt-in keywords, so our list and the carrier's never disagree.
const STOP_WORDS = new Set([
  "STOP",
  "STOPALL",
  "UNSUBSCRIBE",
  "CANCEL",
  "END",
  "QUIT",
  "REVOKE",
  "OPTOUT",
]);
const START_WORDS = new Set(["START", "UNSTOP", "YES"]);

export type PhoneReply = "stop" | "start" | "other";

export function readPhoneReply(body: string): PhoneReply {
  const word = body.trim().toUpperCase().replace(/\s+/g, "");
  if (STOP_WORDS.has(word)) return "stop";
  if (START_WORDS.has(word)) return "start";
  return "other";
}

/** `from` as Twilio gives it: `+9198…` for SMS, `whatsapp:+9198…` for WhatsApp. */
export function readPhoneAddress(
  from: string,
): { phone: string; channel: PhoneChannel } | undefined {
  const channel: PhoneChannel = from.startsWith("whatsapp:") ? "whatsapp" : "sms";
  const phone = from.replace(/^whatsapp:/, "");
  return /^\+[1-9][0-9]{7,14}$/.test(phone) ? { phone, channel } : undefined;
}

/** Applies a reply; returns what it was read as. */
export async function applyPhoneReply(
  q: Queryable,
  reply: { from: string; body: string; at: Date },
): Promise<PhoneReply> {
  const address = readPhoneAddress(reply.from);
  const kind = readPhoneReply(reply.body);
  if (!address) return "other";
  if (kind === "stop") await optOutPhone(q, address.phone, address.channel, reply.at);
  if (kind === "start") await optInPhone(q, address.phone, address.channel);
  return kind;
}
