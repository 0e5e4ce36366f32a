import { expect, test } from "@playwright/test";
import { holdScripts } from "../support/hold-scripts";

declare global {
  interface Window {
    /** Set by the init script below: layout shifts and header buttons removed since load. */
    __stability?: { shift: number; removedButtons: string[] };
    /** React Router's router, which it keeps here. */
    __reactRouterDataRouter?: { state: { initialized: boolean } };
  }
}

/**
 * A phone's header wraps onto two rows, so anything that appears or goes in it after the first
 * paint moves the whole page, and a tap in flight lands on something else.
 */
test.describe("the landing's layout from first paint to hydrated", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("stays put at 375 px, even when the display controls' code arrives last", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const stability = (window.__stability = { shift: 0, removedButtons: [] as string[] });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          stability.shift += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
      document.addEventListener("DOMContentLoaded", () => {
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.removedNodes) {
              if (node.nodeName === "BUTTON") stability.removedButtons.push(node.textContent ?? "");
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
    const height = (await header.boundingBox())!.height;

    // React has taken over the page (its router is ready) while the controls still wait.
    await expect
      .poll(() => page.evaluate(() => window.__reactRouterDataRouter?.state.initialized === true))
      .toBe(true);
    await expect.poll(controls.requested).toBe(1);
    await expect(language).toHaveAttribute("data-hydrating", "true");
    await controls.release();
    await expect(language).not.toHaveAttribute("data-hydrating");

    expect((await header.boundingBox())!.height).toBe(height);
    const stability = await page.evaluate(() => window.__stability!);
    expect(stability.removedButtons).toEqual([]);
    expect(stability.shift).toBeLessThan(0.01);
  });
});
