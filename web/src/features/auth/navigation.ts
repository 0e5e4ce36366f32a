import type { AppRole } from "./roles";

export interface NavLinkItem {
  to: string;
  label: string;
}

/** SPEC §2 "Signed-in top navigation by role": exactly these targets, in this order. */
const devoteeLinks: readonly NavLinkItem[] = [
  { to: "/connect", label: "Connect" },
  { to: "/book", label: "Book" },
  { to: "/explore", label: "Explore" },
  { to: "/pray", label: "Pray" },
  { to: "/live", label: "Live" },
];

const templeAdminLinks: readonly NavLinkItem[] = [
  { to: "/temple-admin", label: "Dashboard" },
  { to: "/temple-admin/events", label: "Events" },
  { to: "/temple-admin/katha", label: "Katha" },
  { to: "/temple-admin/poojas", label: "Poojas" },
  { to: "/temple-admin/seva", label: "Seva" },
  { to: "/temple-admin/gallery", label: "Gallery" },
  { to: "/temple-admin/profile", label: "Profile" },
];

const spiritualLinks: readonly NavLinkItem[] = [
  { to: "/spiritual-dashboard", label: "Dashboard" },
  { to: "/bookings", label: "Bookings" },
  { to: "/katha", label: "Katha" },
  { to: "/online-poojas", label: "Online Poojas" },
  { to: "/services", label: "Services" },
  { to: "/courses", label: "Courses" },
  { to: "/consultations", label: "Consultations" },
  { to: "/temples", label: "Temples" },
  { to: "/availability", label: "Availability" },
  { to: "/earnings", label: "Earnings" },
  { to: "/clients", label: "Clients" },
  { to: "/profile", label: "Profile" },
];

/** The top-navigation links of a role; guru and pujari share one menu. */
export function navigationFor(role: AppRole | null): readonly NavLinkItem[] {
  switch (role) {
    case "devotee":
      return devoteeLinks;
    case "temple_admin":
      return templeAdminLinks;
    case "guru":
    case "pujari":
      return spiritualLinks;
    default:
      return [];
  }
}
