/** The role values of SPEC §3; `user_roles.role` holds one of them. */
export type AppRole = "devotee" | "guru" | "pujari" | "temple_admin";

/** One row of `public.user_roles` as the web app reads it (SPEC §7). */
export interface UserRole {
  role: AppRole;
  is_primary: boolean;
}

export const APP_ROLES: readonly AppRole[] = ["devotee", "guru", "pujari", "temple_admin"];

export function isAppRole(value: unknown): value is AppRole {
  return typeof value === "string" && (APP_ROLES as readonly string[]).includes(value);
}

const dashboardPaths: Record<AppRole, string> = {
  devotee: "/devotee-dashboard",
  guru: "/spiritual-dashboard",
  pujari: "/spiritual-dashboard",
  temple_admin: "/temple-admin",
};

/**
 * The landing dashboard of a role (SPEC §2 Home). A value outside the four roles (a row written
 * by someone else) has no dashboard and maps to `/`, where Home leaves the user.
 */
export function dashboardPathFor(role: AppRole): string {
  return isAppRole(role) ? dashboardPaths[role] : "/";
}
