// booking.email: one recipient's e-mail for one booking step.
import { z } from "zod";
import type { JobHandler } from "../job-context.ts";
import { renderBookingMail } from "../job-mail.ts";
import { findBookingMailFacts } from "../repositories/booking-mail-facts.ts";
import { findBookingMeeting } from "../repositories/booking-meeting.ts";

const payloadSchema = z.object({ event_id: z.number().int(), user_id: z.uuid() });

export const sendBookingEmail: JobHandler = async (payload, ctx) => {
  const { event_id, user_id } = payloadSchema.parse(payload);
  const facts = await findBookingMailFacts(ctx.tx, event_id, user_id);
  // The booking or the account is gone, or the account has no e-mail: nothing to tell.
  if (!facts?.email) return;
  const link = new URL(`/bookings/${facts.booking_id}`, ctx.siteUrl).toString();
  // The confirmation says where the session happens (the booking may have moved on since).
  const meeting =
    facts.status === "confirmed"
      ? await findBookingMeeting(ctx.tx, facts.booking_id, user_id)
      : undefined;
  await ctx.mail.send({
    to: facts.email,
    kind: `booking_${facts.status}`,
    ...renderBookingMail(facts, link, meeting),
  });
};
