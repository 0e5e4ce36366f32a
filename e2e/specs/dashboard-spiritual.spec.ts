import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";

import { createUser, signIn, signInNewUser, type TestUser } from "../support/users";
import { expectSidebar } from "../support/sidebar";

const sidebarEntries = [
  ["Dashboard", "/spiritual-dashboard"],
  ["Bookings", "/bookings"],
  ["Live Sessions", "/spiritual-dashboard/live"],
  ["Services", "/services"],
  ["Courses", "/courses"],
  ["Temples", "/temples"],
  ["Availability", "/availability"],
  ["Earnings", "/earnings"],
  ["Clients", "/clients"],
  ["Profile", "/profile"],
] as const;

const signInAsGuru = (page: Page, fullName?: string): Promise<TestUser> =>
  signInNewUser(page, { roles: ["guru"], fullName: fullName ?? `Anand Shastri ${Date.now()}` });

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Spiritual Dashboard" });

async function sidebarCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === "sidebar_state");
}

test.describe("spiritual dashboard", () => {
  test("greets a guru as Guru and a pujari as Pandit", async ({ page, browser }) => {
    const guru = await signInAsGuru(page);
    await expect(
      page.getByRole("heading", { level: 1, name: `Namaste, Guru ${guru.fullName}` }),
    ).toBeVisible();

    const context = await browser.newContext();
    const other = await context.newPage();
    const pujari = await createUser({
      roles: ["devotee", "pujari"],
      primary: "pujari",
      fullName: "",
    });
    await signIn(other, pujari);
    await expect(other).toHaveURL(/\/spiritual-dashboard$/);
    await expect(
      other.getByRole("heading", { level: 1, name: "Namaste, Pandit Ji" }),
    ).toBeVisible();
    await expect(sidebar(other).getByText("User", { exact: true })).toBeVisible();
    await context.close();
  });

  test("shows the sidebar entries, the user block, stats, schedule, events and this month", async ({
    page,
  }) => {
    const user = await signInAsGuru(page);
    await expectSidebar(sidebar(page), sidebarEntries, user);
    // The sidebar fits below the top navigation: its footer is on screen, then and after scrolling.
    await expect(sidebar(page).getByRole("button", { name: "Sign Out" })).toBeInViewport();
    await page.mouse.wheel(0, 2000);
    await expect(sidebar(page).getByRole("button", { name: "Sign Out" })).toBeInViewport();
    await expect(sidebar(page).getByRole("link", { name: "Dashboard" })).toBeInViewport();

    for (const label of [
      "Total Bookings",
      "Completed",
      "Rating",
      "This Month",
      "Today",
      "This Week",
    ]) {
      await expect(
        page
          .getByRole("term")
          .filter({ hasText: new RegExp(`^${label}$`) })
          .first(),
      ).toBeVisible();
    }
    const schedule = page.getByRole("listitem").filter({ hasText: "Griha Pravesh Pooja" });
    await expect(schedule).toContainText("11:30 am");
    await expect(schedule).toContainText("Verma Family");
    await expect(schedule).toContainText("offline");
    await expect(schedule).toContainText("confirmed");
    await expect(page.getByRole("listitem").filter({ hasText: "Rahul Mehta" })).toContainText(
      "pending",
    );
    await expect(page.getByRole("link", { name: "Add Session", exact: true })).toHaveAttribute(
      "href",
      "/spiritual-dashboard/live?tab=schedule-live",
    );
    await expect(page.getByRole("link", { name: "View Full Calendar" })).toHaveAttribute(
      "href",
      "/availability",
    );
    await expect(page.getByText("120 participants")).toBeVisible();
    await expect(page.getByRole("heading", { name: "This Month", level: 2 })).toBeVisible();
    await expect(page.getByText("Client Retention")).toBeVisible();
    const notifications = page.getByRole("main").getByRole("button", { name: "Notifications" });
    await notifications.click();
    await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
  });

  test("quick actions open their targets, Go Live and Add Session on the matching tab", async ({
    page,
  }) => {
    await signInAsGuru(page);
    const actions = page.getByRole("region", { name: "Quick Actions" });

    await actions.getByRole("link", { name: /^Add Session/ }).click();
    await expect(page).toHaveURL(/\/spiritual-dashboard\/live\?tab=schedule-live$/);
    await expect(page.getByRole("tab", { name: "Schedule Live" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.goBack();

    await actions.getByRole("link", { name: /^Go Live/ }).click();
    await expect(page).toHaveURL(/\/spiritual-dashboard\/live\?tab=go-live$/);
    await expect(page.getByRole("tab", { name: "Go Live Now" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.goBack();

    await actions.getByRole("link", { name: /^View Calendar/ }).click();
    await expect(page).toHaveURL(/\/availability$/);
    await page.goBack();

    await actions.getByRole("link", { name: /^Manage Services/ }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test("the sidebar toggles by click and Ctrl+B and the cookie survives a reload", async ({
    page,
  }) => {
    await signInAsGuru(page);
    await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");

    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");
    const collapsed = await sidebarCookie(page);
    expect(collapsed?.value).toBe("false");
    // Kept for 7 days.
    expect(collapsed!.expires - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 120);

    await page.reload();
    await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");

    await page.keyboard.press("Control+b");
    await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");
    expect((await sidebarCookie(page))?.value).toBe("true");
    await page.reload();
    await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");
  });

  test("one navigation per screen: the sidebar on wide screens, full height, and on phones", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await signInAsGuru(page);
    const main = page.getByRole("navigation", { name: "Main" });
    // The top bar keeps its brand and controls; the role's links are the sidebar's alone.
    await expect(main.getByRole("link", { name: "Online Poojas" })).toBeHidden();
    await expect(main.getByRole("link", { name: "Earnings" })).toBeHidden();
    await expect(main.getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(sidebar(page).getByRole("link", { name: "Online Poojas" })).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: "Earnings" })).toBeVisible();
    // The sidebar's column runs to the page's foot, however long the page.
    const column = sidebar(page).locator("..");
    const [columnBottom, pageHeight] = await column.evaluate((element) => [
      element.getBoundingClientRect().bottom + window.scrollY,
      document.documentElement.scrollHeight,
    ]);
    expect(columnBottom).toBeGreaterThanOrEqual(pageHeight - 1);

    await page.setViewportSize({ width: 375, height: 740 });
    await expect(main.getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(main.getByRole("link", { name: "Online Poojas" })).toBeHidden();
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    const overlay = page.getByRole("dialog", { name: "Spiritual Dashboard" });
    await expect(overlay.getByRole("link", { name: "Online Poojas" })).toBeVisible();
  });

  test("at 375 px the sidebar is an overlay that opens and closes", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAsGuru(page);
    await expect(sidebar(page)).toHaveCount(0);

    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    const overlay = page.getByRole("dialog", { name: "Spiritual Dashboard" });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole("link", { name: "Earnings" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(overlay).toBeHidden();

    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    await overlay.getByRole("link", { name: "Live Sessions" }).click();
    await expect(page).toHaveURL(/\/spiritual-dashboard\/live$/);
    await expect(overlay).toBeHidden();
  });

  test("has no axe violations, expanded, collapsed with a tooltip, and as a mobile overlay", async ({
    page,
  }) => {
    await signInAsGuru(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press("Control+b");
    await sidebar(page).getByRole("link", { name: "Earnings" }).hover();
    await expect(page.getByRole("tooltip")).toHaveText("Earnings");
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    await expect(page.getByRole("dialog", { name: "Spiritual Dashboard" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
