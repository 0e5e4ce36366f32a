import { expect, test } from "@playwright/test";
import { TITLE_SUFFIX, expectOpensDownloadDialog } from "./public-support";

const MESSAGE =
  "The page you're looking for doesn't exist or has been moved to our mobile app for a better experience.";

test.describe("not-found page", () => {
  test("answers 404 with the heading, the message and the title, and logs the path", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const response = await page.goto("/no-such-page/here");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`Page Not Found${TITLE_SUFFIX}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page.getByText(MESSAGE)).toBeVisible();
    await expect.poll(() => errors.some((text) => text.includes("/no-such-page/here"))).toBe(true);
  });

  test("Download App opens the dialog; Return to Home goes home", async ({ page }) => {
    await page.goto("/temple-admin/unknown-page");
    await expectOpensDownloadDialog(page, page.getByRole("button", { name: "Download App" }));
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Your Spiritual Gateway");
  });

  test("a client-side navigation to an unknown path shows the same page", async ({ page }) => {
    await page.goto("/");
    // The router hears the navigation only once the page has hydrated: try again until it has.
    await expect(async () => {
      await page.evaluate(() => {
        window.history.pushState({}, "", "/missing");
        window.dispatchEvent(new PopStateEvent("popstate"));
      });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found", {
        timeout: 1_000,
      });
    }).toPass();
  });
});
