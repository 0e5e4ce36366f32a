import { publicPaths } from "./public-paths";

/**
 * Every URL of the app, written once; links and the route table use these. (A pure call rather
 * than a spread, so a bundle that imports this module without using it drops it.)
 */
export const paths = /* @__PURE__ */ Object.assign({}, publicPaths, {
  roleAssignment: "/role-assignment",
  devoteeDashboard: "/devotee-dashboard",
  spiritualDashboard: "/spiritual-dashboard",
  spiritualLive: "/spiritual-dashboard/live",
  templeAdmin: "/temple-admin",
  templeProfile: "/temple-admin/profile",
  templeEvents: "/temple-admin/events",
  templeKatha: "/temple-admin/katha",
  templePoojas: "/temple-admin/poojas",
  templeSeva: "/temple-admin/seva",
  templeGurus: "/temple-admin/gurus",
  templeDonations: "/temple-admin/donations",
  templeGallery: "/temple-admin/gallery",
  templeCommunity: "/temple-admin/community",
  templeInvitations: "/temple-invitations",
  admin: "/admin",
  download: "/download",
  bookOffering: {
    pattern: "/book/:offeringId",
    href: (offeringId: string) => `/book/${encodeURIComponent(offeringId)}`,
  },
  bookings: "/bookings",
  exploreTemple: {
    pattern: "/explore/:slug",
    href: (slug: string) => `/explore/${encodeURIComponent(slug)}`,
  },
  /** The donation flow showing one temple's seva programs. */
  donateToTemple: { href: (slug: string) => `/pray?temple=${encodeURIComponent(slug)}` },
  profile: "/profile",
  accountMessages: "/account/messages",
  services: "/services",
  onlinePoojas: "/online-poojas",
  katha: "/katha",
  consultations: "/consultations",
  availability: "/availability",
  earnings: "/earnings",
  clients: "/clients",
  temples: "/temples",
  courses: "/courses",
  course: {
    pattern: "/connect/:slug/courses/:courseId",
    href: (slug: string, courseId: string) =>
      `/connect/${encodeURIComponent(slug)}/courses/${encodeURIComponent(courseId)}`,
  },
  booking: {
    pattern: "/bookings/:id",
    href: (id: string) => `/bookings/${encodeURIComponent(id)}`,
  },
  guruProfile: {
    pattern: "/guruji-profile/:slug",
    href: (slug: string) => `/guruji-profile/${encodeURIComponent(slug)}`,
  },
  event: {
    pattern: "/event/:slug",
    href: (slug: string) => `/event/${encodeURIComponent(slug)}`,
  },
  centre: {
    pattern: "/centre/:slug",
    href: (slug: string) => `/centre/${encodeURIComponent(slug)}`,
  },
} as const);
