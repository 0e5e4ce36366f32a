import { expect, test } from "@playwright/test";
import { openLandingWithoutAuthLibrary } from "../support/auth-library";
import { signInNewUser } from "../support/users";

test.describe("the auth library loads only when needed", () => {
  test("not for an anonymous reader of the landing page; on opening the dialog", async ({
    page,
  }) => {
    const hasLoadedAuth = await openLandingWithoutAuthLibrary(page);

    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect.poll(hasLoadedAuth).toBe(true);
  });

  test("for a visitor with a stored session, who goes from home to the dashboard", async ({
    page,
  }) => {
    await signInNewUser(page, { roles: ["pujari"] });
    await page.goto("/");
    await expect(page).toHaveURL(/\/spiritual-dashboard$/);
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toHaveCount(0);
  });
});
