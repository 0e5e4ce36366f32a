import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { expectTextToFit } from "../support/layout";
import { downloadDialog } from "./public-support";

const PAGES = [
  "/",
  "/live",
  "/spiritual-gurus",
  "/terms-of-service",
  "/privacy-policy",
  "/about-us",
  "/about-us?source=app",
  "/download",
  "/guruji-profile/acharya-madhav-das",
  "/no-such-page",
];

/**
 * Scans a settled page: the lists the page reads replace the pre-rendered cards in place, and a
 * button whose variant changes is mid-way through its colour transition for 150 ms, which axe
 * would measure as low contrast.
 */
async function expectNoViolations(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => document.getAnimations().length === 0);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect(summary).toEqual([]);
}

test.describe("accessibility (axe-core)", () => {
  for (const path of PAGES) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.clock.install();
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectNoViolations(page);
    });
  }

  test("the open app-download dialog has no violations", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Begin Your Journey" }).click();
    await expect(downloadDialog(page)).toBeVisible();
    await expectNoViolations(page);
  });

  test("on narrow phones (320 px) pages scroll only vertically and no text overflows its box or overlaps other text", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectTextToFit(page, path);
    }
  });
});
