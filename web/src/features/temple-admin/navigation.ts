/** The temple admin's sidebar and feature cards (SPEC §2); their words are in messages.ts. */
import { paths } from "@/config/paths";
import type { templeAdminMessages } from "./messages";

type Messages = typeof templeAdminMessages.en;

export const templeSidebarEntries: readonly { key: keyof Messages["nav"]; to: string }[] = [
  { key: "dashboard", to: paths.templeAdmin },
  { key: "events", to: paths.templeEvents },
  { key: "katha", to: paths.templeKatha },
  { key: "poojas", to: paths.templePoojas },
  { key: "seva", to: paths.templeSeva },
  { key: "gurus", to: paths.templeGurus },
  { key: "donations", to: paths.templeDonations },
  { key: "gallery", to: paths.templeGallery },
  { key: "community", to: paths.templeCommunity },
  { key: "profile", to: paths.templeProfile },
];

export const adminFeatures: readonly { key: keyof Messages["features"]; to: string }[] = [
  { key: "events", to: paths.templeEvents },
  { key: "katha", to: paths.templeKatha },
  { key: "poojas", to: paths.templePoojas },
  { key: "seva", to: paths.templeSeva },
  { key: "gurus", to: paths.templeGurus },
  { key: "gallery", to: paths.templeGallery },
];

export const LIVE_PAGE_PATH = paths.live;

/** SPEC §9: the dashboard shows at most the first three upcoming events. */
export const MAX_UPCOMING_EVENTS = 3;
