import { expect, type Page } from "@playwright/test";

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

/**
 * Opens the landing page as an anonymous reader and waits until it is idle, having downloaded no
 * supabase-js; the returned check says whether it has been downloaded since.
 */
export async function openLandingWithoutAuthLibrary(page: Page): Promise<() => Promise<boolean>> {
  const hasLoadedAuth = watchForAuthLibrary(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(await hasLoadedAuth()).toBe(false);
  return hasLoadedAuth;
}
