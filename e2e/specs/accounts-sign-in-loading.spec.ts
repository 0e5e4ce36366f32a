import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

import { openLandingWithoutAuthLibrary } from "../support/auth-library";
import { holdScripts } from "../support/hold-scripts";

/**
 * Opens `/` and waits until React has taken it over and fetched what that asked for: the network
 * going quiet alone may come before the page's scripts have run on a busy machine, and scripts
 * held after it would then keep the page from ever answering.
 */
async function openHydratedHome(page: Page): Promise<void> {
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("button", { name: "हिन्दी" })).not.toHaveAttribute(
    "data-hydrating",
  );
  await page.waitForLoadState("networkidle");
}

test.describe("Sign In on a slow network", () => {
  test("opens the dialog at once with a loading status, then the forms", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 700 });
    await openHydratedHome(page);
    const network = await holdScripts(page);
    const signInButton = page.getByRole("button", { name: "Sign In", exact: true });

    await signInButton.click();
    const dialog = page.getByRole("dialog", { name: "Welcome to Bhakti Setu" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("status")).toHaveText("Loading sign-in…");
    expect(network.requested()).toBeGreaterThan(0);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    await network.release();
    await expect(dialog.getByRole("tab", { name: "Sign In" })).toBeVisible();
    await expect(page.getByText("Loading sign-in…")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(signInButton).toBeFocused();
  });

  test("Escape closes the loading dialog and returns focus to Sign In", async ({ page }) => {
    await openHydratedHome(page);
    const network = await holdScripts(page);
    const signInButton = page.getByRole("button", { name: "Sign In", exact: true });
    await signInButton.click();
    await expect(page.getByRole("status").filter({ hasText: "Loading sign-in…" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(signInButton).toBeFocused();
    await expect(page).not.toHaveURL(/auth=/);
    await network.release();
  });

  test("the pointer reaching Sign In starts downloading the auth library", async ({ page }) => {
    const hasLoadedAuth = await openLandingWithoutAuthLibrary(page);
    await page.getByRole("button", { name: "Sign In", exact: true }).hover();
    await expect.poll(hasLoadedAuth).toBe(true);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("focus reaching Sign In starts downloading the auth library", async ({ page }) => {
    const hasLoadedAuth = await openLandingWithoutAuthLibrary(page);
    await page.getByRole("button", { name: "Sign In", exact: true }).focus();
    await expect.poll(hasLoadedAuth).toBe(true);
  });
});
