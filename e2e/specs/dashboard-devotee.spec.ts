import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";

import { createUser, signIn, signInNewUser } from "../support/users";

const tiles = [
  ["Explore", "/explore"],
  ["Connect", "/connect"],
  ["Book", "/book"],
  ["Live", "/live"],
  ["Pray", "/pray"],
  ["Courses", "/courses"],
] as const;

test.describe("devotee dashboard", () => {
  test("welcomes by full name and lists bookings and today's activities", async ({ page }) => {
    const user = await signInNewUser(page, {
      roles: ["devotee"],
      fullName: `Meera Devi ${Date.now()}`,
    });

    await expect(
      page.getByRole("heading", { level: 1, name: `Welcome, ${user.fullName}` }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recent Bookings" })).toBeVisible();
    await expect(page.getByText("Satyanarayan Pooja at Home")).toBeVisible();
    await expect(page.getByText("14 Dec 2026 at 9:00 am")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Today's Activities" })).toBeVisible();
    await expect(page.getByText("Virtual Diya Offering")).toBeVisible();
  });

  test("each of the six tiles opens its page", async ({ page }) => {
    await signInNewUser(page, { roles: ["devotee"] });
    const services = page.getByRole("region", { name: "Services" });
    await expect(services.getByRole("link")).toHaveCount(tiles.length);

    for (const [title, path] of tiles) {
      const tile = services.getByRole("link", { name: new RegExp(`^${title}\\b`) });
      await expect(tile).toHaveAttribute("href", path);
      await tile.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await page.goBack();
      await expect(page).toHaveURL(/\/devotee-dashboard$/);
    }
  });

  test("falls back to Devotee without a full name, and signs out", async ({ page }) => {
    const user = await createUser({ roles: ["devotee"], fullName: "" });
    await signIn(page, user);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Devotee" })).toBeVisible();

    await page.getByRole("button", { name: "Sign Out" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    // Signed out, the dashboard is closed to the visitor.
    await page.goto("/devotee-dashboard");
    await expect(page).not.toHaveURL(/\/devotee-dashboard/);
    await expect(page.getByRole("heading", { name: "Welcome, Devotee" })).toHaveCount(0);
  });

  test("downloads no temple-admin or spiritual-dashboard code", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) scripts.push(response.text().catch(() => ""));
    });
    const user = await createUser({ roles: ["devotee"] });
    await signIn(page, user);
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
    const code = (await Promise.all(scripts)).join("\n");
    expect(code).toContain("Recent Bookings");
    expect(code).not.toContain("Exporting temple data...");
    expect(code).not.toContain("Please fill in all required fields");
    expect(code).not.toContain("sidebar_state");
  });

  test("has no axe violations", async ({ page }) => {
    const user = await createUser({ roles: ["devotee"] });
    await signIn(page, user);
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
