// booking.reschedule_message: the other side hears of a moved booking, a proposed time or the
// answer to one, by the channels they chose for bookings (the app's notification is the database's).
import { z } from "zod";
import { deliverToPerson, renderedChannels } from "../deliver-to-person.ts";
import type { JobHandler } from "../job-context.ts";
import { renderRescheduleMessage } from "../reschedule-messages.ts";
import { findRescheduleMessageFacts } from "../repositories/reschedule-message-facts.ts";

const payloadSchema = z.object({ event_id: z.number().int(), user_id: z.uuid() });

export const sendRescheduleMessage: JobHandler = async (payload, ctx) => {
  const { event_id, user_id } = payloadSchema.parse(payload);
  const facts = await findRescheduleMessageFacts(ctx.tx, event_id, user_id);
  if (!facts) return;
  const link = new URL(`/bookings/${facts.booking_id}`, ctx.siteUrl).toString();
  await deliverToPerson(ctx, {
    userId: user_id,
    topic: "bookings",
    kind: "booking_rescheduled",
    ...renderedChannels("booking_rescheduled", (locale) =>
      renderRescheduleMessage(facts, link, locale),
    ),
    dedupeKey: `booking-event:${event_id}`,
  });
};
