/**
 * The URLs the public pages' header, footer and landing link to: the start-up code of every public
 * page carries only these, not the whole of `paths` (which includes them).
 */
export const publicPaths = {
  home: "/",
  live: "/live",
  spiritualGurus: "/spiritual-gurus",
  termsOfService: "/terms-of-service",
  privacyPolicy: "/privacy-policy",
  aboutUs: "/about-us",
} as const;
