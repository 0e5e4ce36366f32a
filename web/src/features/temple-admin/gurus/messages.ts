import type { ReactNode } from "react";
import { defineMessages } from "@/lib/i18n/define-messages";

export const gurusMessages = defineMessages("temple-admin.gurus", {
  heading: "Guru Management",
  statuses: { invited: "Invited", accepted: "Associated", declined: "Declined" },
  kinds: { guru: "Guru", pujari: "Pujari" },
  inviteTitle: "Invite a guru or pujari",
  name: "Name",
  atLeastTwo: "At least 2 letters",
  onlyVerified: "Only verified gurus and pujaris can be invited; they accept from their profile.",
  searching: "Searching",
  noMatch: "No verified guru or pujari has this name. Try part of the name.",
  matches: "Matching gurus and pujaris",
  invited: (name: string) => `${name} invited`,
  invite: "Invite",
  associated: "The temple's gurus and pujaris",
  loading: "Loading the temple's gurus",
  none: "None yet. Invite the gurus and pujaris who serve at the temple: once they accept, devotees see them on the temple's page.",
  withdraw: "Withdraw",
  remove: "Remove",
  authorised: {
    title: "Temple-authorised offerings",
    /** `temple` is the temple's name, rendered as written. */
    intro: (temple: ReactNode) => [
      'Tick the poojas and services the temple vouches for. Devotees see "Authorised by ',
      temple,
      '" on them.',
    ],
    loading: "Loading offerings",
    none: "No offerings yet. Add the temple's poojas, or invite the gurus and pujaris who serve here; their offerings appear here once they accept.",
    by: (provider: ReactNode) => ["by ", provider],
    own: "The temple's own",
    elsewhere: " · authorised by another temple",
  },
});
