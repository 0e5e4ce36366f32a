// live.reminder: 15 minutes before a session, its reminder holder gets an e-mail with a calendar
// file and a notification in the app.
import { z } from "zod";
import { createCalendarFile } from "@bhakti-setu/common/calendar-file.ts";
import type { JobHandler } from "../job-context.ts";
import { renderLiveReminderMail } from "../job-mail.ts";
import { findLiveMailFacts } from "../repositories/live-mail-facts.ts";
import { insertNotification } from "../repositories/notifications.ts";

const payloadSchema = z.object({ session_id: z.uuid(), user_id: z.uuid() });
const DEFAULT_MINUTES = 60;

export const sendLiveReminder: JobHandler = async (payload, ctx) => {
  const { session_id, user_id } = payloadSchema.parse(payload);
  const facts = await findLiveMailFacts(ctx.tx, session_id, user_id);
  // Triggers drop the job when the reminder or session goes; this covers a race with them.
  if (!facts || facts.status !== "scheduled" || !facts.has_reminder) return;
  // A worker that was down through the window says nothing rather than "starting in 15 minutes".
  if (facts.starts_at <= ctx.now) return;
  const link = facts.stream_url ?? new URL("/live", ctx.siteUrl).toString();
  await insertNotification(ctx.tx, {
    userId: user_id,
    kind: "live_reminder",
    title: `Starting in 15 minutes: ${facts.title}`,
    body: facts.venue,
    link: "/live",
    params: { session: facts.title },
  });
  if (!facts.email) return;
  const endsAt = new Date(
    facts.starts_at.getTime() + (facts.duration_minutes ?? DEFAULT_MINUTES) * 60_000,
  );
  const calendar = createCalendarFile(
    {
      uid: `live-${facts.id}@bhakti-setu`,
      title: facts.title,
      description: facts.description,
      location: facts.venue,
      startsAt: facts.starts_at,
      endsAt,
      url: link,
    },
    ctx.now,
  );
  await ctx.mail.send({
    to: facts.email,
    kind: "live_reminder",
    ...renderLiveReminderMail(facts, link),
    attachments: [
      {
        filename: "live-session.ics",
        contentType: "text/calendar; charset=utf-8",
        content: calendar,
      },
    ],
  });
};
