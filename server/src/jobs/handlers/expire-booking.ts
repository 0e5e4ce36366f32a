// booking.expire: a request still unanswered at its start time expires (the database function
// writes the timeline entry and the devotee's notification, which enqueue the e-mail).
import { z } from "zod";
import type { JobHandler } from "../job-context.ts";
import { expireBooking } from "../repositories/booking-mail-facts.ts";

const payloadSchema = z.object({ booking_id: z.uuid() });

export const expireUnansweredBooking: JobHandler = async (payload, ctx) => {
  const { booking_id } = payloadSchema.parse(payload);
  await expireBooking(ctx.tx, booking_id, ctx.now);
};
