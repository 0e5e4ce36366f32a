// event.reminder: the day before a temple event, each registered devotee hears when and where, in
// the app and by the channels they chose for reminders, with a calendar file.
import { z } from "zod";
import { createCalendarFile } from "@bhakti-setu/common/calendar-file.ts";
import { deliverToPerson, renderedChannels } from "../deliver-to-person.ts";
import { formatIst } from "../mail-format.ts";
import type { JobHandler } from "../job-context.ts";
import { renderEventReminder } from "../reminder-messages.ts";
import { findEventReminderFacts } from "../repositories/booking-reminder-facts.ts";
import { insertNotification } from "../repositories/notifications.ts";

const payloadSchema = z.object({ event_id: z.uuid(), user_id: z.uuid() });
const DEFAULT_MINUTES = 60;

export const sendEventReminder: JobHandler = async (payload, ctx) => {
  const { event_id, user_id } = payloadSchema.parse(payload);
  const facts = await findEventReminderFacts(ctx.tx, event_id, user_id);
  if (!facts || facts.is_cancelled || facts.starts_at <= ctx.now) return;
  const path = `/explore/${facts.temple_slug}`;
  const link = new URL(path, ctx.siteUrl).toString();
  await insertNotification(ctx.tx, {
    userId: user_id,
    kind: "event_reminder",
    title: renderEventReminder(facts, link, "en").mail.subject,
    body: `At ${facts.temple_name}, ${formatIst(facts.starts_at, "en")}.`,
    link: path,
    params: {
      event: facts.title,
      temple: facts.temple_name,
      starts_at: facts.starts_at.toISOString(),
    },
  });
  const calendar = createCalendarFile(
    {
      uid: `event-${facts.event_id}@bhakti-setu`,
      title: facts.title,
      location: facts.temple_name,
      startsAt: facts.starts_at,
      endsAt: new Date(
        facts.starts_at.getTime() + (facts.duration_minutes ?? DEFAULT_MINUTES) * 60_000,
      ),
      url: link,
    },
    ctx.now,
  );
  await deliverToPerson(ctx, {
    userId: user_id,
    topic: "reminders",
    kind: "event_reminder",
    ...renderedChannels("event_reminder", (locale) => renderEventReminder(facts, link, locale), [
      { filename: "event.ics", contentType: "text/calendar; charset=utf-8", content: calendar },
    ]),
    eventAt: facts.starts_at,
    dedupeKey: `event-reminder:${event_id}:${facts.starts_at.toISOString()}`,
  });
};
