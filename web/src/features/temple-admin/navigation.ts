/** The temple admin's sidebar and feature cards (SPEC §2); their words are in messages.ts. */
import { paths } from "@/config/paths";
import type { templeAdminMessages } from "./messages";

type Messages = typeof templeAdminMessages.en;

/** Each admin page's path, in the sidebar's order. */
const pagePaths = {
  dashboard: paths.templeAdmin,
  events: paths.templeEvents,
  katha: paths.templeKatha,
  poojas: paths.templePoojas,
  seva: paths.templeSeva,
  gurus: paths.templeGurus,
  donations: paths.templeDonations,
  gallery: paths.templeGallery,
  community: paths.templeCommunity,
  profile: paths.templeProfile,
} satisfies Record<keyof Messages["nav"], string>;

export const templeSidebarEntries = (Object.keys(pagePaths) as (keyof typeof pagePaths)[]).map(
  (key) => ({ key, to: pagePaths[key] }),
);

const featureKeys: readonly (keyof Messages["features"])[] = [
  "events",
  "katha",
  "poojas",
  "seva",
  "gurus",
  "gallery",
];

export const adminFeatures = featureKeys.map((key) => ({ key, to: pagePaths[key] }));

export const LIVE_PAGE_PATH = paths.live;

/** SPEC §9: the dashboard shows at most the first three upcoming events. */
export const MAX_UPCOMING_EVENTS = 3;
