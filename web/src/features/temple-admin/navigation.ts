/** The temple admin's sidebar and feature cards (SPEC §2). */
import type { SidebarNavEntry } from "@/components/sidebar-nav";
import { paths } from "@/config/paths";

type NavEntry = SidebarNavEntry;

export const templeSidebarEntries: readonly NavEntry[] = [
  { label: "Dashboard", to: paths.templeAdmin },
  { label: "Events", to: "/temple-admin/events" },
  { label: "Katha Series", to: "/temple-admin/katha" },
  { label: "Poojas", to: "/temple-admin/poojas" },
  { label: "Seva Programs", to: "/temple-admin/seva" },
  { label: "Guru Management", to: "/temple-admin/gurus" },
  { label: "Donations", to: "/temple-admin/donations" },
  { label: "Gallery", to: "/temple-admin/gallery" },
  { label: "Community", to: "/temple-admin/community" },
  { label: "Profile", to: "/temple-admin/profile" },
];

export const adminFeatures: readonly (NavEntry & { description: string })[] = [
  {
    label: "Events Management",
    to: "/temple-admin/events",
    description: "Create and manage temple events",
  },
  {
    label: "Katha Series",
    to: "/temple-admin/katha",
    description: "Plan katha series and speakers",
  },
  {
    label: "Poojas & Rituals",
    to: "/temple-admin/poojas",
    description: "Offer poojas for booking",
  },
  { label: "Seva Programs", to: "/temple-admin/seva", description: "Run seva and donation drives" },
  { label: "Guru Management", to: "/temple-admin/gurus", description: "Invite and schedule gurus" },
  { label: "Gallery", to: "/temple-admin/gallery", description: "Share photos and videos" },
];

export const LIVE_PAGE_PATH = paths.live;
export const SEVA_PATH = "/temple-admin/seva";

/** SPEC §9: the dashboard shows at most the first three upcoming events. */
export const MAX_UPCOMING_EVENTS = 3;

/** The exact alert texts of SPEC §2. */
export const quickActionAlerts = {
  sendNotification: "Notification feature coming soon!",
  exportData: "Exporting temple data...",
  featureEvent: "Event featuring functionality coming soon!",
} as const;
