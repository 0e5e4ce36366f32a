import type { AppRole, UserRole } from "@/lib/auth/roles";

/** The primary role: the one flagged primary, otherwise the first in the list (SPEC §3). */
export function choosePrimaryRole(roles: readonly UserRole[]): AppRole | null {
  return (roles.find((row) => row.is_primary) ?? roles[0])?.role ?? null;
}

/** Signed-in areas and the roles that may enter them; other signed-in paths need any user. */
const roleAreas: readonly { prefix: string; roles: readonly AppRole[] }[] = [
  { prefix: "/devotee-dashboard", roles: ["devotee"] },
  { prefix: "/spiritual-dashboard", roles: ["guru", "pujari"] },
  { prefix: "/temple-admin", roles: ["temple_admin"] },
  { prefix: "/connect", roles: ["devotee"] },
  { prefix: "/book", roles: ["devotee"] },
  { prefix: "/explore", roles: ["devotee"] },
  { prefix: "/pray", roles: ["devotee"] },
  { prefix: "/profile", roles: ["guru", "pujari"] },
  { prefix: "/services", roles: ["guru", "pujari"] },
  { prefix: "/online-poojas", roles: ["guru", "pujari"] },
  { prefix: "/katha", roles: ["guru", "pujari"] },
  { prefix: "/consultations", roles: ["guru", "pujari"] },
  { prefix: "/availability", roles: ["guru", "pujari"] },
  { prefix: "/earnings", roles: ["guru", "pujari"] },
  { prefix: "/clients", roles: ["guru", "pujari"] },
];

/** The roles allowed on a path, or null when any signed-in user may see it. */
export function rolesForPath(pathname: string): readonly AppRole[] | null {
  const area = roleAreas.find(
    ({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return area?.roles ?? null;
}
