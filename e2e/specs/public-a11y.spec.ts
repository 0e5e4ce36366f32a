import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, WCAG_AA_AND_BEST_PRACTICE } from "../support/axe";
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

/** Scans the page once the lists it reads have replaced the pre-rendered cards in place. */
async function expectNoViolations(page: Page) {
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page, { tags: WCAG_AA_AND_BEST_PRACTICE });
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
