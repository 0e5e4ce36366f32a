import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { createUser, signIn, signInNewUser } from "../support/users";

test.describe("sessions", () => {
  test("sign in, reload (the session persists), sign out", async ({ page }) => {
    await signInNewUser(page, { roles: ["devotee"] });

    await page.reload();
    await expect(page).toHaveURL(/\/devotee-dashboard$/);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();

    await nav.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    await page.goto("/devotee-dashboard");
    await expect(page).toHaveURL(/\/\?auth=sign-in&next=%2Fdevotee-dashboard$/);
  });

  test("a wrong password is refused with a plain sentence", async ({ page }) => {
    const user = await createUser({ roles: ["devotee"] });
    await page.goto("/");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByLabel("Password", { exact: true }).fill("not-the-password");
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(dialog.getByText("The e-mail address or password is incorrect.")).toBeVisible();
    await expect(page).toHaveURL(/\/\?auth=sign-in$/);
  });

  test("a user holding two roles lands on the primary one", async ({ page }) => {
    await signInNewUser(page, {
      roles: ["devotee", "temple_admin"],
      primary: "temple_admin",
    });
    // The temple admin's one navigation is the sidebar, whose Dashboard entry is the current page.
    await expect(
      page
        .getByRole("link", { name: "Dashboard", exact: true })
        .and(page.locator("[aria-current=page]")),
    ).toBeVisible();
  });

  test("a user without a role chooses one and lands on its dashboard", async ({ page }) => {
    await signInNewUser(page, { roles: [] });
    await expect(page.getByRole("heading", { level: 1, name: "Choose Your Role" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Devotee" })).toBeChecked();
    await expect(page.getByRole("radio")).toHaveCount(4);

    await expectNoAxeViolations(page);

    await page.getByRole("radio", { name: "Pujari / Pandit" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/spiritual-dashboard$/);
    await expect(page.getByText("Role Assigned!", { exact: true })).toBeVisible();
    await expect(
      page.getByText("You have been assigned the pujari role.", { exact: true }),
    ).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/spiritual-dashboard$/);
  });
});

test.describe("guards", () => {
  test("an anonymous visitor signs in and returns to the page asked for", async ({ page }) => {
    const user = await createUser({ roles: ["temple_admin"] });
    await page.goto("/temple-admin");
    await expect(page).toHaveURL(/\/\?auth=sign-in&next=%2Ftemple-admin$/);
    const dialog = page.getByRole("dialog", { name: "Welcome to Bhakti Setu" });
    await expect(dialog).toBeVisible();
    await signIn(page, user);
    await expect(page).toHaveURL(/\/temple-admin$/);
  });

  test("a user on another role's dashboard is sent to their own", async ({ page }) => {
    await signInNewUser(page, { roles: ["devotee"] });
    await page.goto("/temple-admin");
    await expect(page).toHaveURL(/\/devotee-dashboard$/);
    await page.goto("/spiritual-dashboard/live");
    await expect(page).toHaveURL(/\/devotee-dashboard$/);
  });

  test("the devotee's navigation has the links of SPEC §2", async ({ page }) => {
    await signInNewUser(page, { roles: ["devotee"] });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Connect" })).toBeVisible();
    const hrefs = await nav
      .getByRole("listitem")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([
      "/connect",
      "/book",
      "/explore",
      "/pray",
      "/live",
      "/bookings",
      "/account/messages",
    ]);
  });

  test("on a narrow screen the links fold into a menu; Sign Out stays", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInNewUser(page, { roles: ["devotee"] });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Pray" })).toBeHidden();
    await expect(nav.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await nav.getByRole("button", { name: "Menu" }).click();
    await expect(
      page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Pray" }),
    ).toBeVisible();
  });
});
