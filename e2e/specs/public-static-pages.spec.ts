import { expect, test } from "@playwright/test";
import { TITLE_SUFFIX } from "./public-support";

const PAGES = [
  { path: "/terms-of-service", title: "Terms of Use" },
  { path: "/privacy-policy", title: "Privacy Policy" },
  { path: "/about-us", title: "About Us" },
] as const;

test.describe("static pages", () => {
  for (const { path, title } of PAGES) {
    test(`${path}: title, heading, last-updated date and back link`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title}${TITLE_SUFFIX}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByText(/^Last updated: \d{1,2} \w+ \d{4}$/)).toBeVisible();
      expect(await page.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(3);
      await page.getByRole("link", { name: "Back to Home" }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test("Terms of Use states the refund, grievance and age rules", async ({ page }) => {
    await page.goto("/terms-of-service");
    const main = page.getByRole("main");
    await expect(main).toContainText("processed within 5 to 7 business days");
    await expect(main).toContainText("acknowledge every grievance within 24 hours");
    await expect(main).toContainText("resolve it within 15 days");
    await expect(main).toContainText("Users under 18 may use Bhakti Setu only under the guidance");
    await expect(main).toContainText("not intended for children under 13");
    await expect(main.getByRole("group").or(main.locator("address"))).toContainText(
      "Grievance Officer",
    );
  });

  test("Privacy Policy states the grievance times and the age rules", async ({ page }) => {
    await page.goto("/privacy-policy");
    const main = page.getByRole("main");
    await expect(main).toContainText("within 24 hours");
    await expect(main).toContainText("within 15 days");
    await expect(main).toContainText("not for children under 13");
    await expect(main).toContainText("Users under 18");
    await expect(main.locator("address")).toContainText("Grievance Officer");
  });

  test("About Us states the refund, grievance and age rules and the grievance officer", async ({
    page,
  }) => {
    await page.goto("/about-us");
    const main = page.getByRole("main");
    await expect(main).toContainText("refunds within 5 to 7 business days");
    await expect(main).toContainText(
      "Grievances are acknowledged within 24 hours and resolved within 15 days",
    );
    await expect(main).toContainText("users under 18");
    await expect(main).toContainText("not meant for children under 13");
    await expect(main.locator("address")).toContainText("Grievance Officer");
    await expect(main.locator("address").getByRole("link", { name: /@/ })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
  });

  test("About Us hides its back link when opened from the app (?source=app)", async ({ page }) => {
    await page.goto("/about-us?source=app");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveCount(0);
    await page.goto("/about-us?source=web");
    await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
  });

  test("?source=app hides the back link from the first paint, before scripts run", async ({
    page,
  }) => {
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/about-us?source=app");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    await expect(page.getByRole("link", { name: "Back to Home" })).toBeHidden();
  });
});
