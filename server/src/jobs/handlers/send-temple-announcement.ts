// temple.announcement: one follower's e-mail of what their temple announced (the in-app
// notification is written with the announcement itself).
import { z } from "zod";
import type { JobHandler } from "../job-context.ts";
import { renderTempleAnnouncementMail } from "../job-mail.ts";
import { findAnnouncementMailFacts } from "../repositories/announcement-mail-facts.ts";

const payloadSchema = z.object({ announcement_id: z.uuid(), user_id: z.uuid() });

export const sendTempleAnnouncement: JobHandler = async (payload, ctx) => {
  const { announcement_id, user_id } = payloadSchema.parse(payload);
  const facts = await findAnnouncementMailFacts(ctx.tx, announcement_id, user_id);
  if (!facts?.email || !facts.still_follows) return;
  const link = new URL(facts.link ?? `/explore/${facts.temple_slug}`, ctx.siteUrl).toString();
  await ctx.mail.send({
    to: facts.email,
    kind: "temple_announcement",
    ...renderTempleAnnouncementMail(facts, link),
  });
};
