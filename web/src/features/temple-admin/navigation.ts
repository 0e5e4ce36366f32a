/** The temple admin's sidebar and feature cards (SPEC §2). */
import type { SidebarNavEntry } from "@/components/sidebar-nav";
import { paths } from "@/config/paths";

type NavEntry = SidebarNavEntry;

export const templeSidebarEntries: readonly NavEntry[] = [
  { label: "Dashboard", to: paths.templeAdmin },
  { label: "Events", to: paths.templeEvents },
  { label: "Katha Series", to: paths.templeKatha },
  { label: "Poojas", to: paths.templePoojas },
  { label: "Seva Programs", to: paths.templeSeva },
  { label: "Guru Management", to: paths.templeGurus },
  { label: "Donations", to: paths.templeDonations },
  { label: "Gallery", to: paths.templeGallery },
  { label: "Community", to: paths.templeCommunity },
  { label: "Profile", to: paths.templeProfile },
];

export const adminFeatures: readonly (NavEntry & { description: string })[] = [
  {
    label: "Events Management",
    to: paths.templeEvents,
    description: "Create and manage temple events",
  },
  {
    label: "Katha Series",
    to: paths.templeKatha,
    description: "Plan katha series and speakers",
  },
  {
    label: "Poojas & Rituals",
    to: paths.templePoojas,
    description: "Offer poojas for booking",
  },
  { label: "Seva Programs", to: paths.templeSeva, description: "Run seva and donation drives" },
  { label: "Guru Management", to: paths.templeGurus, description: "Invite and schedule gurus" },
  { label: "Gallery", to: paths.templeGallery, description: "Share photos and videos" },
];

export const LIVE_PAGE_PATH = paths.live;

/** SPEC §9: the dashboard shows at most the first three upcoming events. */
export const MAX_UPCOMING_EVENTS = 3;

/** The exact alert texts of SPEC §2. */
export const quickActionAlerts = {
  sendNotification: "Notification feature coming soon!",
  exportData: "Exporting temple data...",
  featureEvent: "Event featuring functionality coming soon!",
} as const;
