import { expect, test } from "@playwright/test";
import {
  TITLE_SUFFIX,
  downloadDialog,
  downloadTriggers,
  expectOpensDownloadDialog,
} from "./public-support";

test.describe("home for anonymous visitors", () => {
  test("hero, five paths, Live Now with four cards, and the title", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(`Home${TITLE_SUFFIX}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Your Spiritual Gateway");
    await expect(page.getByRole("button", { name: "Begin Your Journey" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Watch Live Darshan" })).toBeVisible();
    for (const claim of ["500+", "1000+", "24/7", "4.8"]) {
      await expect(page.getByText(claim, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByText("App rating from 10K+ reviews", { exact: true })).toBeVisible();

    const paths = page.getByRole("region", { name: "Five paths, one gateway" });
    await expect(paths.getByRole("heading", { level: 3 })).toHaveText([
      "Connect",
      "Book",
      "Explore",
      "Pray",
      "Live",
    ]);

    const liveNow = page.getByRole("region", { name: "Live Now" });
    const cards = liveNow.getByRole("listitem");
    await expect(cards).toHaveCount(4);
    await expect(liveNow.getByText("LIVE", { exact: true })).toHaveCount(3);
    await expect(liveNow.getByText("UPCOMING", { exact: true })).toHaveCount(1);
    await expect(liveNow.getByRole("button", { name: "Join Live" })).toHaveCount(3);
    await expect(liveNow.getByRole("button", { name: "Set Reminder" })).toHaveCount(1);
    // The card that is not live is the one with Set Reminder.
    const upcoming = cards.filter({ hasText: "UPCOMING" });
    await expect(upcoming.getByRole("button", { name: "Set Reminder" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("every call to action opens the app-download dialog", async ({ page }) => {
    await page.goto("/");
    const triggers = downloadTriggers(page);
    const count = await triggers.count();
    // Hero 2, paths 5, live cards 4, app promotion 1, footer quick links 5 and services 6.
    expect(count).toBe(23);
    for (let index = 0; index < count; index += 1) {
      await expectOpensDownloadDialog(page, triggers.nth(index));
    }
  });

  test("the dialog links to the install link and traps focus", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Begin Your Journey" }).click();
    const dialog = downloadDialog(page);
    await expect(dialog).toBeVisible();
    const href = await dialog.getByRole("link", { name: /Google Play/ }).getAttribute("href");
    expect(href).toMatch(/^https:\/\//);
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press("Tab");
      const isInside = await dialog.evaluate((node) => node.contains(document.activeElement));
      expect(isInside).toBe(true);
    }
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("paints the landing from the pre-rendered HTML, before any JavaScript runs", async ({
    page,
  }) => {
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Your Spiritual Gateway");
    await expect(page.getByRole("region", { name: "Live Now" }).getByRole("listitem")).toHaveCount(
      4,
    );
  });

  test("a stored session shows the spinner, not the landing, from the first paint", async ({
    page,
  }) => {
    // Scripts blocked: what shows is decided by the inline head script and CSS alone.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.addInitScript(() => {
      const label = location.hostname.split(".")[0];
      localStorage.setItem(`sb-${label}-auth-token`, JSON.stringify({ access_token: "x" }));
    });
    await page.goto("/");
    // The spinner (role=status; the Home gate may hide it from the accessibility tree until it
    // knows more) is what shows, and the landing, header and footer are not.
    await expect(page.locator('[role="status"]').first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
  });

  test("an anonymous visit never downloads supabase-js", async ({ page }) => {
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.url().endsWith(".js")) scripts.push(await response.text());
    });
    await page.goto("/");
    await page.getByRole("button", { name: "Begin Your Journey" }).click();
    await expect(downloadDialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((code) => /X-Client-Info|supabase-js-web/.test(code))).toBe(false);
  });

  test("the header links home and to the public pages; the logo returns home", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Live Darshan" }).click();
    await expect(page).toHaveURL(/\/live$/);
    await header.getByRole("link", { name: "Gurus" }).click();
    await expect(page).toHaveURL(/\/spiritual-gurus$/);
    await header.getByRole("link", { name: "Bhakti Setu" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  });
});
