/** Every URL of the app, written once; links and the route table use these. */
export const paths = {
  home: "/",
  roleAssignment: "/role-assignment",
  devoteeDashboard: "/devotee-dashboard",
  spiritualDashboard: "/spiritual-dashboard",
  spiritualLive: "/spiritual-dashboard/live",
  templeAdmin: "/temple-admin",
  live: "/live",
  spiritualGurus: "/spiritual-gurus",
  termsOfService: "/terms-of-service",
  privacyPolicy: "/privacy-policy",
  aboutUs: "/about-us",
  download: "/download",
  connect: "/connect",
  connectProvider: {
    pattern: "/connect/:slug",
    href: (slug: string) => `/connect/${encodeURIComponent(slug)}`,
  },
  book: "/book",
  bookOffering: {
    pattern: "/book/:offeringId",
    href: (offeringId: string) => `/book/${encodeURIComponent(offeringId)}`,
  },
  bookings: "/bookings",
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
} as const;
