import { defineMessages } from "@/lib/i18n/define-messages";

/** The four choices of SPEC §2 Choose Your Role, keyed by role value. */
export const roleMessages = defineMessages("auth.roles", {
  devotee: { label: "Devotee", description: "Seek blessings, book poojas and join live darshan" },
  guru: { label: "Guru / Teacher", description: "Sessions, courses and guidance" },
  pujari: { label: "Pujari / Pandit", description: "Rituals and poojas" },
  temple_admin: { label: "Temple Admin", description: "Manage temple operations and events" },
});
