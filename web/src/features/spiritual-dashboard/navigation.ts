/** Where the spiritual dashboard's sidebar, quick actions and buttons lead (SPEC §2). */
import type { SidebarNavEntry } from "@/components/sidebar-nav";
import { paths } from "@/config/paths";

export const LIVE_TABS = ["schedule", "schedule-live", "go-live", "history"] as const;
export type LiveTab = (typeof LIVE_TABS)[number];

export function parseLiveTab(value: string | null): LiveTab {
  return LIVE_TABS.find((tab) => tab === value) ?? "schedule";
}

/** The live-sessions screen opened on one tab. */
export function liveTabPath(tab: LiveTab): string {
  return `${paths.spiritualLive}?tab=${tab}`;
}

type NavEntry = SidebarNavEntry;

export const spiritualSidebarEntries: readonly NavEntry[] = [
  { label: "Dashboard", to: paths.spiritualDashboard },
  { label: "Bookings", to: "/bookings" },
  { label: "Live Sessions", to: paths.spiritualLive },
  { label: "Services", to: "/services" },
  { label: "Courses", to: "/courses" },
  { label: "Temples", to: "/temples" },
  { label: "Availability", to: "/availability" },
  { label: "Earnings", to: "/earnings" },
  { label: "Clients", to: "/clients" },
  { label: "Profile", to: "/profile" },
];

export const ADD_SESSION_PATH = liveTabPath("schedule-live");
export const CALENDAR_PATH = "/availability";

export const quickActions: readonly (NavEntry & { description: string })[] = [
  { label: "Add Session", to: ADD_SESSION_PATH, description: "Schedule a new live session" },
  { label: "Go Live", to: liveTabPath("go-live"), description: "Start broadcasting now" },
  { label: "View Calendar", to: CALENDAR_PATH, description: "See your availability" },
  { label: "Manage Services", to: "/services", description: "Edit what you offer" },
];
