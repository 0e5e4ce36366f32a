import type { Page, Route } from "@playwright/test";

/**
 * Holds back the app's scripts requested from now on whose URL matches `pattern` (all of them by
 * default), as a slow phone network would, until `release()`.
 */
export async function holdScripts(page: Page, pattern: RegExp = /\/assets\/[^/]+\.js$/) {
  const held: Route[] = [];
  let isHolding = true;
  await page.route(pattern, (route) => (isHolding ? held.push(route) : route.continue()));
  return {
    requested: () => held.length,
    release: async () => {
      isHolding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}
