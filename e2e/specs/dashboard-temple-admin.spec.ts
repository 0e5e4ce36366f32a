import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";

import { createSevaProgram, createTempleEvent, createVerifiedTemple } from "../support/temples";
import { signIn, signInNewUser } from "../support/users";
import { expectSidebar } from "../support/sidebar";

const sidebarEntries = [
  ["Dashboard", "/temple-admin"],
  ["Events", "/temple-admin/events"],
  ["Katha Series", "/temple-admin/katha"],
  ["Poojas", "/temple-admin/poojas"],
  ["Seva Programs", "/temple-admin/seva"],
  ["Guru Management", "/temple-admin/gurus"],
  ["Donations", "/temple-admin/donations"],
  ["Gallery", "/temple-admin/gallery"],
  ["Community", "/temple-admin/community"],
  ["Profile", "/temple-admin/profile"],
] as const;

const signInAsTempleAdmin = (page: Page) =>
  signInNewUser(page, { roles: ["temple_admin"], fullName: `Temple Trust ${Date.now()}` });

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Temple Admin" });

test.describe("temple admin dashboard", () => {
  test("the sidebar lists ten entries, the user, and collapses", async ({ page }) => {
    const user = await signInAsTempleAdmin(page);
    await expect(sidebar(page).getByRole("link")).toHaveCount(sidebarEntries.length);
    await expectSidebar(sidebar(page), sidebarEntries, user);
    await expect(sidebar(page).getByRole("button", { name: "Sign Out" })).toBeVisible();

    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");
    await page.reload();
    await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");
    await page.keyboard.press("Control+b");
    await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");
  });

  test("at 375 px the sidebar is an overlay that opens and closes", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAsTempleAdmin(page);
    await expect(sidebar(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    const overlay = page.getByRole("dialog", { name: "Temple Admin" });
    await expect(overlay.getByRole("link", { name: "Donations" })).toBeVisible();
    await overlay.getByRole("button", { name: "Close" }).click();
    await expect(overlay).toBeHidden();
  });

  test("before the temple exists, quick actions show their alerts and Go Live opens /live", async ({
    page,
  }) => {
    await signInAsTempleAdmin(page);
    const messages: string[] = [];
    page.on("dialog", async (dialog) => {
      messages.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.accept();
    });
    const actions = page.getByRole("region", { name: "Quick Actions" });
    await actions.getByRole("button", { name: /^Send Notification/ }).click();
    await actions.getByRole("button", { name: /^Export Data/ }).click();
    await actions.getByRole("button", { name: /^Feature Event/ }).click();
    await expect
      .poll(() => messages)
      .toEqual([
        "alert: Notification feature coming soon!",
        "alert: Exporting temple data...",
        "alert: Event featuring functionality coming soon!",
      ]);

    await actions.getByRole("link", { name: /^Go Live/ }).click();
    await expect(page).toHaveURL(/\/live$/);
  });

  test("before the temple exists: the example stats, three events and seva progress", async ({
    page,
  }) => {
    await signInAsTempleAdmin(page);
    await expect(page.getByRole("link", { name: "Set up the temple profile" })).toHaveAttribute(
      "href",
      "/temple-admin/profile",
    );
    const stats = page.getByRole("region", { name: "Temple Statistics (example)" });
    await expect(stats.getByText("Example", { exact: true })).toBeVisible();
    await expect(stats).toContainText("Followers");
    await expect(stats).toContainText("Total Donations₹2,45,000");
    await expect(stats).toContainText("Active Events");
    await expect(stats).toContainText("Live Viewers");

    const features = page.getByRole("region", { name: "Admin Features" }).getByRole("link");
    await expect(features).toHaveCount(6);
    for (const href of await features.evaluateAll((links) =>
      links.map((a) => a.getAttribute("href")),
    )) {
      expect(href).toMatch(/^\/temple-admin\/[a-z]+$/);
    }

    const events = page.getByRole("list", { name: "Upcoming events" }).getByRole("listitem");
    await expect(events).toHaveCount(3);
    await expect(page.getByText("Makar Sankranti Celebration")).toHaveCount(0);

    const bars = page.getByRole("progressbar");
    await expect(bars).toHaveCount(3);
    await expect(bars.first()).toHaveAttribute("aria-valuenow", "6750000");
    await expect(bars.first()).toHaveAttribute("aria-valuemax", "10000000");
    await expect(page.getByText("68% complete")).toBeVisible();
    await expect(page.getByText("142 sponsors")).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit Annadanam Seva" })).toHaveAttribute(
      "href",
      "/temple-admin/seva",
    );
    await expect(page.getByRole("link", { name: "Promote Annadanam Seva" })).toHaveAttribute(
      "href",
      "/temple-admin/seva",
    );
  });

  test("a verified temple's own rows replace the examples, and its quick actions open their dialogs", async ({
    page,
  }) => {
    const temple = await createVerifiedTemple();
    await signIn(page, temple.admin);
    const stats = page.getByRole("region", { name: "Temple Statistics" });
    await expect(stats.getByRole("definition")).toHaveText(["0", "₹0", "0", "0"]);
    await expect(page.getByRole("link", { name: "Create your first event" })).toHaveAttribute(
      "href",
      "/temple-admin/events",
    );
    await expect(page.getByText("Example", { exact: true })).toHaveCount(2);

    const eventTitle = `Annakut Utsav ${temple.slug}`;
    const programTitle = `Gau Seva ${temple.slug}`;
    await createTempleEvent(temple.id, eventTitle, { capacity: 40 });
    await createSevaProgram(temple.id, programTitle, 5_000_000);
    await page.reload();
    await expect(stats.getByRole("definition")).toHaveText(["0", "₹0", "1", "0"]);
    await expect(page.getByRole("list", { name: "Upcoming events" })).toContainText(
      `${eventTitle}`,
    );
    await expect(page.getByRole("progressbar", { name: `${programTitle} progress` })).toBeVisible();
    await expect(page.getByText("Example", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Create your first event" })).toHaveCount(0);

    const actions = page.getByRole("region", { name: "Quick Actions" });
    for (const [action, dialog] of [
      ["Send Notification", "Notify your followers"],
      ["Go Live", "Go live"],
      ["Feature Event", "Feature an event"],
    ] as const) {
      await actions.getByRole("button", { name: action }).click();
      await expect(page.getByRole("dialog", { name: dialog })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: dialog })).toBeHidden();
    }
    await expect(actions.getByRole("button", { name: "Export donations (CSV)" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("has no axe violations", async ({ page }) => {
    await signInAsTempleAdmin(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
