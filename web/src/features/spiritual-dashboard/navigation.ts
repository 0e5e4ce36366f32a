/** Where the spiritual dashboard's sidebar, quick actions and buttons lead (SPEC §2). */
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

/** Sidebar links by their label's key in the spiritual-dashboard book. */
export const spiritualSidebarEntries = [
  { key: "dashboard", to: paths.spiritualDashboard },
  { key: "bookings", to: "/bookings" },
  { key: "liveSessions", to: paths.spiritualLive },
  { key: "services", to: "/services" },
  { key: "courses", to: "/courses" },
  { key: "temples", to: paths.temples },
  { key: "availability", to: "/availability" },
  { key: "earnings", to: "/earnings" },
  { key: "clients", to: "/clients" },
  { key: "profile", to: "/profile" },
] as const;

export const ADD_SESSION_PATH = liveTabPath("schedule-live");
export const CALENDAR_PATH = "/availability";

/** Quick actions by their key in the book, which holds each one's label and description. */
export const quickActions = [
  { key: "addSession", to: ADD_SESSION_PATH },
  { key: "goLive", to: liveTabPath("go-live") },
  { key: "viewCalendar", to: CALENDAR_PATH },
  { key: "manageServices", to: "/services" },
] as const;
