import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, WCAG_AA_AND_BEST_PRACTICE } from "../support/axe";
import { signInNewUser } from "../support/users";

test.describe("switching between the roles a user holds", () => {
  test("the switcher makes the other role primary and opens its dashboard, by keyboard", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await signInNewUser(page, { roles: ["devotee", "guru"], primary: "devotee" });

    const switcher = page.getByRole("button", { name: "Switch role, current role Devotee" });
    await switcher.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitemradio", { name: "Devotee" })).toBeChecked();
    await expectNoAxeViolations(page, { tags: WCAG_AA_AND_BEST_PRACTICE });
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(switcher).toBeFocused();

    await page.keyboard.press("Enter");
    await menu.getByRole("menuitemradio", { name: "Guru / Teacher" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/spiritual-dashboard$/);
    await expect(
      page.getByRole("button", { name: "Switch role, current role Guru / Teacher" }),
    ).toBeVisible();

    // The choice is stored: home now leads to the guru's dashboard.
    await page.goto("/");
    await expect(page).toHaveURL(/\/spiritual-dashboard$/);
  });

  test("Add a role leads to the picker, which switches to a role already held", async ({
    page,
  }) => {
    await signInNewUser(page, {
      roles: ["devotee", "temple_admin"],
      primary: "temple_admin",
    });

    await page.getByRole("button", { name: /^Switch role/ }).click();
    await page.getByRole("menuitem", { name: "Add a role" }).click();
    await expect(page).toHaveURL(/\/role-assignment$/);
    await page.getByRole("radio", { name: "Devotee" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/devotee-dashboard$/);
    await expect(page.getByText("Role Switched", { exact: true })).toBeVisible();
    await expect(page.getByText("Role Assigned!")).toHaveCount(0);
    await page.goto("/");
    await expect(page).toHaveURL(/\/devotee-dashboard$/);
  });
});
