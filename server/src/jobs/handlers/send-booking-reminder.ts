// booking.reminder: 24 hours and 1 hour before a confirmed booking, each side hears where and
// when, in the app and by the channels they chose for reminders, with a calendar file.
import { z } from "zod";
import { bookingCalendarEvent } from "@bhakti-setu/common/booking-calendar-event.ts";
import { createCalendarFile } from "@bhakti-setu/common/calendar-file.ts";
import { deliverToPerson, renderedChannels } from "../deliver-to-person.ts";
import { formatIst } from "../mail-format.ts";
import type { JobHandler } from "../job-context.ts";
import { renderBookingReminder } from "../reminder-messages.ts";
import { findBookingMeeting } from "../repositories/booking-meeting.ts";
import { findBookingReminderFacts } from "../repositories/booking-reminder-facts.ts";
import { insertNotification } from "../repositories/notifications.ts";

const payloadSchema = z.object({
  booking_id: z.uuid(),
  user_id: z.uuid(),
  hours_before: z.number().int().positive(),
});

export const sendBookingReminder: JobHandler = async (payload, ctx) => {
  const { booking_id, user_id, hours_before } = payloadSchema.parse(payload);
  const facts = await findBookingReminderFacts(ctx.tx, booking_id, user_id);
  // Triggers drop the jobs of a booking no longer confirmed; this covers a race with them, and a
  // worker that was down until the start says nothing rather than a stale "in 1 hour".
  if (!facts || facts.status !== "confirmed" || facts.starts_at <= ctx.now) return;
  const path = `/bookings/${facts.booking_id}`;
  const link = new URL(path, ctx.siteUrl).toString();
  const meeting = await findBookingMeeting(ctx.tx, booking_id, user_id);
  await insertNotification(ctx.tx, {
    userId: user_id,
    kind: "booking_reminder",
    title: renderBookingReminder(facts, hours_before, meeting, link, "en").mail.subject,
    body: `Starts ${formatIst(facts.starts_at, "en")}.`,
    link: path,
    params: {
      title: facts.title,
      hours_before: String(hours_before),
      starts_at: facts.starts_at.toISOString(),
    },
  });
  const calendar = createCalendarFile(
    bookingCalendarEvent({
      id: facts.booking_id,
      title: facts.title,
      startsAt: facts.starts_at,
      endsAt: facts.ends_at,
      withName: facts.other_name,
      location: meeting?.url ?? meeting?.address ?? undefined,
      url: link,
    }),
    ctx.now,
  );
  await deliverToPerson(ctx, {
    userId: user_id,
    topic: "reminders",
    kind: "booking_reminder",
    ...renderedChannels(
      "booking_reminder",
      (locale) => renderBookingReminder(facts, hours_before, meeting, link, locale),
      [{ filename: "booking.ics", contentType: "text/calendar; charset=utf-8", content: calendar }],
    ),
    eventAt: facts.starts_at,
    dedupeKey: `booking-reminder:${booking_id}:${hours_before}:${facts.starts_at.toISOString()}`,
  });
};
