// verification.email: one owner's e-mail about a step of their verification (received, approved,
// not approved, suspended, reinstated); the in-app notification is written with the decision.
import { z } from "zod";
import type { JobHandler } from "../job-context.ts";
import { renderVerificationMail } from "../job-mail.ts";
import { findVerificationRecipient } from "../repositories/verification-mail-facts.ts";

const payloadSchema = z.object({
  audit_id: z.number().int(),
  user_id: z.uuid(),
  kind: z.enum(["provider", "temple"]),
  subject_name: z.string(),
  step: z.enum(["submitted", "approved", "rejected", "suspended", "reinstated"]),
  reason: z.string().nullable(),
});

export const sendVerificationEmail: JobHandler = async (payload, ctx) => {
  const facts = payloadSchema.parse(payload);
  const recipient = await findVerificationRecipient(ctx.tx, facts.user_id);
  // The account was deleted meanwhile, or has no address (a phone-only sign-up).
  if (!recipient?.email) return;
  const path = facts.kind === "provider" ? "/profile" : "/temple-admin/profile";
  const link = new URL(path, ctx.siteUrl).toString();
  await ctx.mail.send({
    to: recipient.email,
    kind: `verification_${facts.step}`,
    ...renderVerificationMail(facts, link, recipient.locale),
  });
};
