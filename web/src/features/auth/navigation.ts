import { paths } from "@/config/paths";
import { messagesOf } from "@/lib/i18n/locale-store";
import { accountMessages } from "./account.messages";
import type { AppRole } from "@/lib/auth/roles";

export interface NavLinkItem {
  to: string;
  label: string;
}

type NavLabels = (typeof accountMessages)["en"]["nav"];
type NavTarget = { to: string; label: keyof NavLabels };

/**
 * SPEC §2 "Signed-in top navigation by role", in this order; a devotee also reaches their own
 * bookings and account (notifications are the bar's bell, on every layout).
 */
const devoteeLinks: readonly NavTarget[] = [
  { to: "/connect", label: "connect" },
  { to: "/book", label: "book" },
  { to: "/explore", label: "explore" },
  { to: "/pray", label: "pray" },
  { to: "/live", label: "live" },
  { to: paths.bookings, label: "myBookings" },
  { to: paths.accountMessages, label: "account" },
];

const templeAdminLinks: readonly NavTarget[] = [
  { to: "/temple-admin", label: "dashboard" },
  { to: "/temple-admin/events", label: "events" },
  { to: "/temple-admin/katha", label: "katha" },
  { to: "/temple-admin/poojas", label: "poojas" },
  { to: "/temple-admin/seva", label: "seva" },
  { to: "/temple-admin/gallery", label: "gallery" },
  { to: "/temple-admin/profile", label: "profile" },
];

const spiritualLinks: readonly NavTarget[] = [
  { to: "/spiritual-dashboard", label: "dashboard" },
  { to: "/bookings", label: "bookings" },
  { to: "/katha", label: "katha" },
  { to: "/online-poojas", label: "onlinePoojas" },
  { to: "/services", label: "services" },
  { to: "/courses", label: "courses" },
  { to: "/consultations", label: "consultations" },
  { to: "/temples", label: "temples" },
  { to: "/availability", label: "availability" },
  { to: "/earnings", label: "earnings" },
  { to: "/clients", label: "clients" },
  { to: "/profile", label: "profile" },
];

function linksFor(role: AppRole | null): readonly NavTarget[] {
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

/** The top-navigation links of a role, named in the current language; guru and pujari share one menu. */
export function navigationFor(
  role: AppRole | null,
  labels: NavLabels = messagesOf(accountMessages).nav,
): readonly NavLinkItem[] {
  return linksFor(role).map((link) => ({ to: link.to, label: labels[link.label] }));
}
