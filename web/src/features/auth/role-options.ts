import type { AppRole } from "./roles";

/** The four choices of SPEC §2 Choose Your Role, in its order. */
export const ROLE_OPTIONS: readonly { role: AppRole; label: string; description: string }[] = [
  {
    role: "devotee",
    label: "Devotee",
    description: "Seek blessings, book poojas and join live darshan",
  },
  { role: "guru", label: "Guru / Teacher", description: "Sessions, courses and guidance" },
  { role: "pujari", label: "Pujari / Pandit", description: "Rituals and poojas" },
  {
    role: "temple_admin",
    label: "Temple Admin",
    description: "Manage temple operations and events",
  },
];

export const DEFAULT_ROLE: AppRole = "devotee";
