// message.phone: one SMS or WhatsApp message to one person, rendered when it was enqueued.
import { z } from "zod";
import { PHONE_MESSAGE_KINDS } from "../../messaging/phone-sender.ts";
import { createOutboxPhoneSender } from "../../messaging/phone-senders.ts";
import type { JobHandler } from "../job-context.ts";
import { findPhoneSendTime } from "../quiet-hours.ts";
import {
  enqueuePhoneJob,
  hasPhoneMessage,
  isPhoneOptedOut,
  recordPhoneMessage,
} from "../repositories/phone-deliveries.ts";

const payloadSchema = z.object({
  user_id: z.uuid(),
  channel: z.enum(["sms", "whatsapp"]),
  kind: z.enum(PHONE_MESSAGE_KINDS),
  to: z.string().regex(/^\+[1-9][0-9]{7,14}$/),
  text: z.string().min(1),
  dedupe_key: z.string().min(1),
  event_at: z.iso.datetime({ offset: true }).nullable(),
  variables: z.record(z.string(), z.string()),
});

/**
 * Sends once: the send is recorded (with the provider's id) in the transaction that marks the job
 * done, and a message already recorded is not sent again. A provider's lasting refusal (a 4xx)
 * fails the job at once; anything else is retried by the runner with back-off.
 */
export const sendPhoneMessage: JobHandler = async (payload, ctx) => {
  const message = payloadSchema.parse(payload);
  // Two jobs carrying the same message wait for each other here, then the second finds it sent.
  await ctx.tx.query("select pg_advisory_xact_lock(hashtext($1))", [
    `${message.dedupe_key}:${message.channel}`,
  ]);
  if (await hasPhoneMessage(ctx.tx, message.dedupe_key, message.channel)) return;
  // A STOP received since it was enqueued.
  if (await isPhoneOptedOut(ctx.tx, message.to, message.channel)) return;
  // A retry that fell into quiet hours waits for the morning as a fresh job.
  const eventAt = message.event_at ? new Date(message.event_at) : undefined;
  const sendAt = findPhoneSendTime(ctx.now, eventAt);
  if (sendAt.getTime() > ctx.now.getTime()) {
    await enqueuePhoneJob(ctx.tx, message, sendAt);
    return;
  }
  const sender =
    ctx.phones?.[message.channel] ?? createOutboxPhoneSender(ctx.tx, { now: () => ctx.now });
  const providerMessageId = await sender.send({
    to: message.to,
    channel: message.channel,
    kind: message.kind,
    text: message.text,
    variables: message.variables,
  });
  await recordPhoneMessage(ctx.tx, {
    dedupeKey: message.dedupe_key,
    channel: message.channel,
    userId: message.user_id,
    recipient: message.to,
    kind: message.kind,
    provider: sender.provider,
    providerMessageId,
    sentAt: ctx.now,
  });
};
