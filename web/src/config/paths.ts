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
