// verification.email: one owner's message about a step of their verification (received, approved,
// not approved, suspended, reinstated), by e-mail and by the phone channels they chose; the in-app
// notification is written with the decision.
import { z } from "zod";
import { deliverToPerson } from "../deliver-to-person.ts";
import type { JobHandler } from "../job-context.ts";
import { renderVerificationMail } from "../job-mail.ts";
import { renderVerificationPhoneTexts, shorten } from "../phone-texts.ts";

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
  const path = facts.kind === "provider" ? "/profile" : "/temple-admin/profile";
  const link = new URL(path, ctx.siteUrl).toString();
  const kind = `verification_${facts.step}` as const;
  // An account deleted meanwhile, or one without an address or phone, hears nothing.
  await deliverToPerson(ctx, {
    userId: facts.user_id,
    topic: "verification",
    kind,
    mail: (locale) => ({ kind, ...renderVerificationMail(facts, link, locale) }),
    phoneText: renderVerificationPhoneTexts(facts, link),
    variables: { name: shorten(facts.subject_name), link },
    dedupeKey: `verification:${facts.audit_id}`,
  });
};
