// live.started: a session's reminder holders hear that it has gone live.
import { z } from "zod";
import type { JobHandler } from "../job-context.ts";
import { renderLiveStartedMail } from "../job-mail.ts";
import { findLiveMailFacts } from "../repositories/live-mail-facts.ts";
import { insertNotification } from "../repositories/notifications.ts";

const payloadSchema = z.object({ session_id: z.uuid(), user_id: z.uuid() });

export const sendLiveStarted: JobHandler = async (payload, ctx) => {
  const { session_id, user_id } = payloadSchema.parse(payload);
  const facts = await findLiveMailFacts(ctx.tx, session_id, user_id);
  if (!facts || facts.status !== "live") return;
  const link = facts.stream_url ?? new URL("/live", ctx.siteUrl).toString();
  await insertNotification(ctx.tx, {
    userId: user_id,
    kind: "live_started",
    title: `Live now: ${facts.title}`,
    body: facts.venue,
    link: "/live",
    params: { session: facts.title },
  });
  if (!facts.email) return;
  await ctx.mail.send({
    to: facts.email,
    kind: "live_started",
    ...renderLiveStartedMail(facts, link),
  });
};
