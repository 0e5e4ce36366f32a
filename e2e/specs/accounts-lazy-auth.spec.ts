import { expect, type Page, test } from "@playwright/test";
import { createUser, signIn } from "../support/users";

/** Collects the JavaScript the page downloads, to see whether supabase-js (auth-js's own error text) is among it. */
function watchScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js")) bodies.push(response.text());
  });
  return async () =>
    (await Promise.all(bodies)).some((body) => body.includes("Auth session missing!"));
}

test.describe("the auth library loads only when needed", () => {
  test("not for an anonymous reader of the landing page; on opening the dialog", async ({
    page,
  }) => {
    const hasLoadedAuth = watchScripts(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(await hasLoadedAuth()).toBe(false);

    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect.poll(hasLoadedAuth).toBe(true);
  });

  test("for a visitor with a stored session, who goes from home to the dashboard", async ({
    page,
  }) => {
    const user = await createUser({ roles: ["pujari"] });
    await signIn(page, user);
    await expect(page).toHaveURL(/\/spiritual-dashboard$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/spiritual-dashboard$/);
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toHaveCount(0);
  });
});
