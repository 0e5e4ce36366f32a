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
  openPage: "All your temples and invitations",
  intro:
    "Temples invite the gurus and pujaris who serve there. Once you accept, devotees find you on the temple's page.",
  invitationsHeading: "Invitations",
  noInvitations: "No invitations are waiting for an answer.",
  servingHeading: "Temples you serve at",
  notServing:
    "You do not serve at a temple yet. Accept a temple's invitation and it is listed here.",
  notVerified: "Temples can invite you once your profile is verified.",
  profileLink: "Open your profile",
  offline: "You are offline. Answering an invitation or leaving a temple needs a connection.",
});
