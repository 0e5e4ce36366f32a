import type { AppRole } from "@/lib/auth/roles";

/** The four choices of SPEC §2 Choose Your Role, in its order (their words: role.messages.ts). */
export const ROLE_OPTIONS: readonly AppRole[] = ["devotee", "guru", "pujari", "temple_admin"];

export const DEFAULT_ROLE: AppRole = "devotee";
