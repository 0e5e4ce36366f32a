import { expect, test } from "@playwright/test";
import { holdScripts } from "../support/hold-scripts";

declare global {
  interface Window {
    /** Set by the init script below: the header's buttons removed since the page loaded. */
    __removedButtons?: string[];
    /** Set by the init script below: the page's cumulative layout shift so far. */
    __layoutShift?: number;
    /** React Router's router, which it keeps here. */
    __reactRouterDataRouter?: { state: { initialized: boolean } };
  }
}

/**
 * A phone's header wraps onto two rows, so anything that goes from it after React has taken over
 * moves the whole page, and a tap in flight lands on something else.
 */
test.describe("the landing's header while the page hydrates", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("keeps its language switch at 375 px when the display controls' code arrives last", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const removed: string[] = (window.__removedButtons = []);
      document.addEventListener("DOMContentLoaded", () => {
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.removedNodes) {
              if (node.nodeName === "BUTTON") removed.push(node.textContent ?? "");
            }
          }
        }).observe(document.querySelector("header")!, { childList: true, subtree: true });
      });
    });
    const controls = await holdScripts(page, /\/assets\/display-controls-[\w-]+\.js$/);
    await page.goto("/");
    const header = page.getByRole("banner");
    const language = header.getByRole("button", { name: "हिन्दी" });
    await expect(language).toBeVisible();

    // React has taken over the page (its router is ready) while the controls still wait.
    await expect
      .poll(() => page.evaluate(() => window.__reactRouterDataRouter?.state.initialized === true))
      .toBe(true);
    await expect.poll(controls.requested).toBe(1);
    await expect(language).toHaveAttribute("data-hydrating", "true");
    const height = (await header.boundingBox())!.height;
    await controls.release();
    await expect(language).not.toHaveAttribute("data-hydrating");

    expect((await header.boundingBox())!.height).toBe(height);
    expect(await page.evaluate(() => window.__removedButtons)).toEqual([]);
  });

  test("is whole in the first paint of / at 360 px on a slow link: nothing moves afterwards", async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // A phone's link (150 ms, 1.6 Mbit/s): the browser paints the page's start before the rest of
    // its HTML arrives, so a part written at the end of the document is revealed a frame later.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 94_000,
    });
    await page.addInitScript(() => {
      window.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          window.__layoutShift! += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/");
    const language = page.getByRole("banner").getByRole("button", { name: "हिन्दी" });
    await expect(language).not.toHaveAttribute("data-hydrating");

    expect(await page.evaluate(() => window.__layoutShift)).toBeLessThan(0.01);
  });

  test("hydrates /?auth=sign-in as pre-rendered, then opens the dialog", async ({ page }) => {
    // A mismatch is reported (React error 418) and React renders the page again from scratch.
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/?auth=sign-in");
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => window.__reactRouterDataRouter?.state.initialized === true))
      .toBe(true);

    expect(errors).toEqual([]);
  });
});
