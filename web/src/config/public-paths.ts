/**
 * The URLs the public pages' header, footer and landing link to: the start-up code of every public
 * page carries only these, not the whole of `paths` (which includes them). The signed-in pages
 * here are where the download dialog's Continue on the web leads.
 */
export const publicPaths = {
  home: "/",
  live: "/live",
  spiritualGurus: "/spiritual-gurus",
  termsOfService: "/terms-of-service",
  privacyPolicy: "/privacy-policy",
  aboutUs: "/about-us",
  connect: "/connect",
  connectProvider: {
    pattern: "/connect/:slug",
    href: (slug: string) => `/connect/${encodeURIComponent(slug)}`,
  },
  book: "/book",
  explore: "/explore",
  pray: "/pray",
} as const;
