import { expect, test, type Locator, type Page } from "@playwright/test";
import { TITLE_SUFFIX } from "./public-support";

/** The default app-install link (VITE_APP_INSTALL_URL is unset in the e2e build). */
const INSTALL_URL = "https://example.com/bhakti-setu/install";

/** Answers the external install link locally, so the redirect can be observed offline. */
async function interceptInstallLink(page: Page) {
  await page.route(`${INSTALL_URL}*`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Install</title><p>store</p>" }),
  );
}

/**
 * The countdown starts when the page's scripts do, after its first paint, so the fake clock is
 * moved a second at a time until the count has moved to `text`.
 */
async function runClockUntil(page: Page, countdown: Locator, text: string) {
  await expect(async () => {
    await page.clock.runFor(1000);
    await expect(countdown).toHaveText(text, { timeout: 100 });
  }).toPass();
}

test.describe("/download", () => {
  test("counts 10 to 0 once per second, announced politely, then opens the install link", async ({
    page,
  }) => {
    await interceptInstallLink(page);
    await page.clock.install();
    await page.goto("/download");
    await expect(page).toHaveTitle(`Download App${TITLE_SUFFIX}`);
    const countdown = page.getByText(/Redirecting to the app store in/);
    await expect(countdown).toHaveAttribute("aria-live", "polite");
    await expect(countdown).toHaveText("Redirecting to the app store in 10 seconds");
    await runClockUntil(page, countdown, "Redirecting to the app store in 9 seconds");
    await page.clock.runFor(8000);
    await expect(countdown).toHaveText("Redirecting to the app store in 1 second");
    await expect(page).toHaveURL(/\/download$/);
    await page.clock.runFor(1000);
    await expect(page).toHaveURL(INSTALL_URL);
  });

  test("Download App Now opens the install link at once", async ({ page }) => {
    await interceptInstallLink(page);
    await page.goto("/download");
    await page.getByRole("link", { name: "Download App Now" }).click();
    await expect(page).toHaveURL(INSTALL_URL);
  });

  test("Continue to Website goes home and cancels the redirect", async ({ page }) => {
    await interceptInstallLink(page);
    await page.clock.install();
    await page.goto("/download");
    const countdown = page.getByText(/Redirecting to the app store in/);
    await runClockUntil(page, countdown, "Redirecting to the app store in 9 seconds");
    await page.clock.runFor(2000);
    await expect(countdown).toHaveText("Redirecting to the app store in 7 seconds");
    await page.getByRole("link", { name: "Continue to Website" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.clock.runFor(15_000);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Your Spiritual Gateway");
  });

  for (const path of [
    "/guruji-profile/acharya-madhav-das",
    "/event/maha-shivaratri",
    "/centre/delhi",
  ]) {
    test(`${path} shows the app-download redirect page`, async ({ page }) => {
      await interceptInstallLink(page);
      await page.clock.install();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get the Bhakti Setu App");
      const countdown = page.getByText(/Redirecting to the app store in/);
      await expect(countdown).toHaveText("Redirecting to the app store in 10 seconds");
      await expect(page.getByRole("link", { name: "Download App Now" })).toHaveAttribute(
        "href",
        INSTALL_URL,
      );
      await runClockUntil(page, countdown, "Redirecting to the app store in 9 seconds");
      await page.clock.runFor(9000);
      await expect(page).toHaveURL(INSTALL_URL);
    });
  }

  test("a shared link paints the download screen from its HTML, before any script runs", async ({
    page,
  }) => {
    await interceptInstallLink(page);
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/event/kartik-purnima-deepotsav");
    await expect(page).toHaveTitle(`Download App${TITLE_SUFFIX}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get the Bhakti Setu App");
    await expect(page.getByText("Redirecting to the app store in 10 seconds")).toBeVisible();
    await expect(page.getByText("Loading Bhakti Setu")).toHaveCount(0);
    await page.getByRole("link", { name: "Download App Now" }).click();
    await expect(page).toHaveURL(INSTALL_URL);
  });
});
