import { defineMessages } from "@/lib/i18n/define-messages";

export const invitationsMessages = defineMessages("temple-admin.invitations", {
  heading: "Temple invitations",
  accepted: (temple: string) => `You now help run ${temple}`,
  loading: "Loading your invitations",
  none: "No open invitations for your e-mail address. Invitations reach the address they were sent to: sign in with that one, or ask the temple to invite you again.",
  /** Follows the temple's name. */
  invites: (until: string) => ` invites you to co-administer it. Open until ${until}.`,
  accept: "Accept",
});
