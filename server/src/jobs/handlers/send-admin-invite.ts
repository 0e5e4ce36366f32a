// temple.admin_invite: the e-mail inviting someone to co-administer a temple.
import { z } from "zod";
import type { JobHandler } from "../job-context.ts";
import { renderAdminInviteMail } from "../job-mail.ts";
import { findAdminInviteMailFacts } from "../repositories/admin-invite-mail-facts.ts";

const payloadSchema = z.object({ invite_id: z.uuid() });

export const sendAdminInvite: JobHandler = async (payload, ctx) => {
  const { invite_id } = payloadSchema.parse(payload);
  const facts = await findAdminInviteMailFacts(ctx.tx, invite_id);
  // Withdrawn or already accepted meanwhile: nothing to say.
  if (!facts) return;
  const link = new URL("/temple-invitations", ctx.siteUrl).toString();
  await ctx.mail.send({
    to: facts.email,
    kind: "temple_admin_invite",
    ...renderAdminInviteMail(facts, link),
  });
};
