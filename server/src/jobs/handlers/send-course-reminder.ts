// course.reminder: 24 hours and 1 hour before each session of a course, each enrolled devotee is
// told in the app and by the channels they chose for reminders, with a link to their courses
// (where the session's join link is).
import { z } from "zod";
import { formatIst } from "../mail-format.ts";
import type { JobHandler } from "../job-context.ts";
import { findCourseReminderFacts } from "../repositories/course-reminder-facts.ts";
import { insertNotification } from "../repositories/notifications.ts";
import { deliverToPerson, renderedChannels } from "../deliver-to-person.ts";
import { renderCourseReminder } from "../reminder-messages.ts";

const payloadSchema = z.object({
  session_id: z.uuid(),
  user_id: z.uuid(),
  hours_before: z.number().int().positive(),
});

export const sendCourseReminder: JobHandler = async (payload, ctx) => {
  const { session_id, user_id, hours_before } = payloadSchema.parse(payload);
  const facts = await findCourseReminderFacts(ctx.tx, session_id, user_id);
  // Triggers drop the jobs of an enrolment that ended or a session moved; this covers a race with
  // them, and a worker down until the start says nothing rather than a stale "in 1 hour".
  if (!facts || !facts.is_enrolled || facts.is_cancelled || facts.starts_at <= ctx.now) return;
  await insertNotification(ctx.tx, {
    userId: user_id,
    kind: "course_reminder",
    title: `${facts.title} starts ${hours_before === 1 ? "in 1 hour" : `in ${hours_before} hours`}`,
    body: `With ${facts.provider_name}, ${formatIst(facts.starts_at, "en")}.`,
    link: "/bookings",
    params: {
      title: facts.title,
      provider: facts.provider_name,
      starts_at: facts.starts_at.toISOString(),
      hours_before: String(hours_before),
    },
  });
  const link = new URL("/bookings", ctx.siteUrl).toString();
  await deliverToPerson(ctx, {
    userId: user_id,
    topic: "reminders",
    // A session's reminder: the same phone template as a booking's.
    kind: "booking_reminder",
    ...renderedChannels("course_reminder", (locale) =>
      renderCourseReminder(facts, hours_before, link, locale),
    ),
    eventAt: facts.starts_at,
    dedupeKey: `course-reminder:${session_id}:${hours_before}:${facts.starts_at.toISOString()}`,
  });
};
