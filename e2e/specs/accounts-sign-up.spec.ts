import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { tabUntilFocused } from "../support/keyboard";
import { openAuthDialog, signOut, strongPassword, uniqueEmail } from "../support/users";

const roles = [
  { value: "devotee", label: "Devotee", dashboard: "/devotee-dashboard" },
  { value: "guru", label: "Guru / Teacher", dashboard: "/spiritual-dashboard" },
  { value: "pujari", label: "Pujari / Pandit", dashboard: "/spiritual-dashboard" },
  { value: "temple_admin", label: "Temple Admin", dashboard: "/temple-admin" },
] as const;

async function openSignUp(page: Page) {
  const dialog = await openAuthDialog(page);
  await dialog.getByRole("tab", { name: "Sign Up" }).click();
  return dialog;
}

test.describe("sign up through the dialog", () => {
  for (const role of roles) {
    test(`as ${role.value} lands on ${role.dashboard}`, async ({ page }) => {
      const dialog = await openSignUp(page);
      await expect(dialog.getByRole("radio", { name: "Devotee" })).toBeChecked();
      await dialog.getByLabel("Full name").fill(`Asha ${role.label}`);
      await dialog.getByLabel("Email").fill(uniqueEmail(`signup-${role.value}`));
      await dialog.getByLabel("Password", { exact: true }).fill(strongPassword());
      await dialog.getByRole("radio", { name: role.label }).check();
      await dialog.getByRole("button", { name: "Create Account" }).click();
      await expect(page).toHaveURL(new RegExp(`${role.dashboard}$`));
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      // The pending role was applied and removed.
      expect(await page.evaluate(() => localStorage.getItem("pendingRole"))).toBeNull();
    });
  }

  test("explains field errors inline and refuses an e-mail already registered", async ({
    page,
  }) => {
    const dialog = await openSignUp(page);
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(dialog.getByLabel("Full name")).toBeFocused();
    await expect(dialog.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("Please enter your e-mail address.")).toBeVisible();

    const email = uniqueEmail("taken");
    await dialog.getByLabel("Full name").fill("First Owner");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(strongPassword());
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/devotee-dashboard$/);
    await signOut(page);

    const again = await openSignUp(page);
    await again.getByLabel("Full name").fill("Second Owner");
    await again.getByLabel("Email").fill(email);
    await again.getByLabel("Password", { exact: true }).fill(strongPassword());
    await again.getByRole("button", { name: "Create Account" }).click();
    await expect(
      again.getByText("An account with this e-mail address already exists. Sign in instead."),
    ).toBeVisible();
  });

  test("works with the keyboard alone", async ({ page }) => {
    await page.goto("/");
    const tabTo = (target: Locator) => tabUntilFocused(page, target, 30);
    await tabTo(page.getByRole("button", { name: "Sign In", exact: true }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Welcome to Bhakti Setu" });
    await expect(dialog).toBeVisible();

    await tabTo(dialog.getByRole("tab", { name: "Sign In" }));
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("tab", { name: "Sign Up" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await tabTo(dialog.getByLabel("Full name"));
    await page.keyboard.type("Keyboard Devotee");
    await page.keyboard.press("Tab");
    await page.keyboard.type(uniqueEmail("keyboard"));
    await page.keyboard.press("Tab");
    await page.keyboard.type(strongPassword());
    await tabTo(dialog.getByRole("radio", { name: "Devotee" }));
    await page.keyboard.press("ArrowDown");
    await expect(dialog.getByRole("radio", { name: "Guru / Teacher" })).toBeChecked();
    await tabTo(dialog.getByRole("button", { name: "Create Account" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/spiritual-dashboard$/);
  });

  test("the dialog has no axe violations on either tab", async ({ page }) => {
    const dialog = await openAuthDialog(page);
    await expect(dialog.getByLabel("Email")).toBeVisible();
    await expectNoAxeViolations(page, { within: '[role="dialog"]' });

    await dialog.getByRole("tab", { name: "Sign Up" }).click();
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(dialog.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, { within: '[role="dialog"]' });
  });
});
