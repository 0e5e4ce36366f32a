import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

import { signInNewUser } from "../support/users";

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect(summary, label).toEqual([]);
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("the signed-in frame", () => {
  test("Skip to content is the first Tab stop, shows on focus and moves focus to the page", async ({
    page,
  }) => {
    await signInNewUser(page, { roles: ["guru"] });
    // The address changes as the screen's code loads: a Tab before the frame is on screen goes
    // to the page being left (signing in is a navigation inside the app, not a load of `/`).
    await expect(mainNav(page)).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectNoViolations(page, "skip link focused");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    // The next stop is in the page, past both menus.
    await page.keyboard.press("Tab");
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest("main#main")));
    expect(inMain).toBe(true);
  });

  test("a guru on a phone has one menu, the sidebar; Escape closes it and focus returns", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await signInNewUser(page, { roles: ["guru"] });
    await expect(mainNav(page).getByRole("button", { name: "Menu" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Toggle Sidebar" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: "Spiritual Dashboard" });
    await expect(sheet.getByRole("link", { name: "Earnings" })).toBeVisible();
    // The top navigation's other links are in the same menu.
    await expect(sheet.getByRole("link", { name: "Online Poojas" })).toBeVisible();
    await expectNoViolations(page, "sidebar sheet open");
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("a devotee's phone menu closes on Escape and returns focus to Menu", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await signInNewUser(page, { roles: ["devotee"] });
    const menu = mainNav(page).getByRole("button", { name: "Menu" });
    await menu.focus();
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet.getByRole("link", { name: "Explore" })).toBeVisible();
    await expectNoViolations(page, "menu sheet open");
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test("the not-found page gives a signed-in user their navigation, Sign Out and the way back", async ({
    page,
  }) => {
    await signInNewUser(page, { roles: ["temple_admin"] });
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main).toContainText("Check the address, or go back");
    await expect(main).not.toContainText("mobile app");
    await expect(page.getByRole("button", { name: "Download App" })).toHaveCount(0);
    await expect(main.getByRole("link", { name: "Go to My Dashboard" })).toHaveAttribute(
      "href",
      "/temple-admin",
    );
    await expect(mainNav(page).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "href",
      "/temple-admin",
    );
    await expectNoViolations(page, "signed-in not-found");
    await mainNav(page).getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/temple-admin$/);
    await page.goto("/no-such-page");
    await mainNav(page).getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a devotee on /live keeps the devotee navigation with Live current", async ({ page }) => {
    await signInNewUser(page, { roles: ["devotee"] });
    await mainNav(page).getByRole("link", { name: "Live" }).click();
    await expect(page).toHaveURL(/\/live$/);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Live" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toHaveCount(0);
    await expectNoViolations(page, "signed-in /live");
    // A fresh load of /live (stored session) ends with the same navigation.
    await page.reload();
    await expect(mainNav(page).getByRole("link", { name: "Live" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});
