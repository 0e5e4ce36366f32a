import type { Page } from "@playwright/test";

/**
 * Collects the JavaScript the page downloads; the returned check says whether supabase-js
 * (auth-js's own error text) is among it so far.
 */
export function watchForAuthLibrary(page: Page): () => Promise<boolean> {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js")) bodies.push(response.text());
  });
  return async () =>
    (await Promise.all(bodies)).some((body) => body.includes("Auth session missing!"));
}
