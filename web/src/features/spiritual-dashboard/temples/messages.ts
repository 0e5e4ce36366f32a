import { defineMessages } from "@/lib/i18n/define-messages";

export const templeInvitationsMessages = defineMessages("spiritual-dashboard.temples", {
  heading: "Temples",
  loading: "Loading temple invitations",
  none: "No temple has invited you yet. A temple's administrators invite the gurus and pujaris who serve there; devotees then find you on the temple's page.",
  invites: " invites you to join its gurus",
  serving: " · you serve here",
  joined: (temple: string) => `You now serve at ${temple}`,
  accept: "Accept",
  decline: "Decline",
  leave: "Leave",
});
