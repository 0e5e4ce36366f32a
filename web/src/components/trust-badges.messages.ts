import { defineMessages } from "@/lib/i18n/define-messages";

// A sentence around a name is a list of the text before and after it, so each language places
// it where its word order needs it.
export const trustBadgeMessages = defineMessages("trust-badges", {
  verified: "Verified",
  example: "Example",
  since: (date: string) => `Verified since ${date}`,
  authorisedBy: ["Authorised by ", ""],
});
