import { expect, type Page, test } from "@playwright/test";
import { createUser, signIn } from "../support/users";

const SESSION_KEY = /^sb-.+-auth-token$/;
const ROLES_PREFIX = "bhakti-setu.roles.";
const LANDING_SEEN = "e2e.landing-seen";

/**
 * From now on, notes in sessionStorage (which outlives a change of document in this tab) any
 * animation frame in which the landing's hero title is visible.
 */
async function watchForTheLanding(page: Page) {
  await page.addInitScript((key) => {
    const tick = () => {
      if (document.getElementById("hero-title")?.checkVisibility())
        sessionStorage.setItem(key, "1");
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, LANDING_SEEN);
  await page.evaluate((key) => sessionStorage.removeItem(key), LANDING_SEEN);
}

const landingWasSeen = (page: Page) =>
  page.evaluate((key) => sessionStorage.getItem(key) === "1", LANDING_SEEN);

/** Rewrites the session supabase-js stored, as another device or time would leave it. */
async function editStoredSession(page: Page, edit: (session: Record<string, unknown>) => void) {
  const key = await page.evaluate(
    (pattern) => Object.keys(localStorage).find((name) => new RegExp(pattern).test(name)),
    SESSION_KEY.source,
  );
  if (!key) throw new Error("no stored session");
  const session = JSON.parse(
    (await page.evaluate((name) => localStorage.getItem(name), key)) ?? "null",
  ) as Record<string, unknown>;
  edit(session);
  await page.evaluate(([name, value]) => localStorage.setItem(name, value), [
    key,
    JSON.stringify(session),
  ] as const);
  return session;
}

/** Ends every session of the stored one's user on the server, as signing out elsewhere does. */
async function signOutEverywhere(accessToken: string) {
  const response = await fetch(new URL("/auth/v1/logout?scope=global", process.env.E2E_BASE_URL), {
    method: "POST",
    headers: { apikey: process.env.E2E_ANON_KEY ?? "", Authorization: `Bearer ${accessToken}` },
  });
  expect(response.status).toBe(204);
}

test.describe("a returning signed-in user opening /", () => {
  test("a remembered devotee lands on the dashboard without the landing showing; Back leaves", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const user = await createUser({ roles: ["devotee"] });
    await signIn(page, user);
    await expect(page).toHaveURL(/\/devotee-dashboard$/);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), `${ROLES_PREFIX}${user.id}`))
      .toContain("devotee");

    await page.goto("/about-us");
    await watchForTheLanding(page);
    await page.goto("/");
    await expect(page).toHaveURL(/\/devotee-dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    expect(await landingWasSeen(page)).toBe(false);
    expect(errors).toEqual([]);

    // `/` was replaced by the dashboard, as Home's redirect replaced it: Back returns to the
    // page before, and Forward to the dashboard, with no bounce through `/`.
    await page.goBack();
    await expect(page).toHaveURL(/\/about-us$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/devotee-dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
    expect(await landingWasSeen(page)).toBe(false);
  });

  test("a stored session supabase-js would not use stays on / and ends signed out there", async ({
    page,
  }) => {
    const user = await createUser({ roles: ["devotee"] });
    await signIn(page, user);
    await expect(page).toHaveURL(/\/devotee-dashboard$/);
    await editStoredSession(page, (stored) => {
      delete stored.refresh_token;
    });

    await page.goto("/");
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    await expect(page.locator("#hero-title")).toBeVisible();
    expect(page.url()).toMatch(/\/$/);
  });

  test("an expired session ended elsewhere stays on / and ends signed out there", async ({
    page,
  }) => {
    const user = await createUser({ roles: ["devotee"] });
    await signIn(page, user);
    await expect(page).toHaveURL(/\/devotee-dashboard$/);
    const session = await editStoredSession(page, (stored) => {
      stored.expires_at = Math.floor(Date.now() / 1000) - 10;
    });
    await signOutEverywhere(String(session.access_token));

    await watchForTheLanding(page);
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    await expect(page.locator("#hero-title")).toBeVisible();
    expect(page.url()).toMatch(/\/$/);
  });

  test("without remembered roles the dashboard comes through Home, as before", async ({ page }) => {
    const user = await createUser({ roles: ["devotee"] });
    await signIn(page, user);
    await expect(page).toHaveURL(/\/devotee-dashboard$/);
    await page.evaluate((key) => localStorage.removeItem(key), `${ROLES_PREFIX}${user.id}`);

    await watchForTheLanding(page);
    await page.goto("/");
    await expect(page).toHaveURL(/\/devotee-dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
    expect(await landingWasSeen(page)).toBe(false);
  });

  test("remembered roles the user no longer holds end on role assignment", async ({ page }) => {
    const user = await createUser({ roles: [] });
    await signIn(page, user);
    await expect(page).toHaveURL(/\/role-assignment$/);
    // This device last saw them as a devotee; the server says they hold no role now.
    await page.evaluate(
      (key) => localStorage.setItem(key, '[{"role":"devotee","is_primary":true}]'),
      `${ROLES_PREFIX}${user.id}`,
    );

    await page.goto("/");
    await expect(page).toHaveURL(/\/role-assignment$/);
    await expect(page.getByRole("heading", { level: 1, name: "Choose Your Role" })).toBeVisible();
  });

  test("large text and Hindi chosen on the device hold on the dashboard the head script opened", async ({
    page,
  }) => {
    const user = await createUser({ roles: ["devotee"] });
    await signIn(page, user);
    await expect(page).toHaveURL(/\/devotee-dashboard$/);
    await page.evaluate(() => {
      localStorage.setItem("bhakti-setu-text-size", "large");
      localStorage.setItem("bhakti-setu-locale", "hi");
    });

    await page.goto("/");
    await expect(page).toHaveURL(/\/devotee-dashboard$/);
    await expect(page.locator("html")).toHaveAttribute("data-text-size", "large");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.locator("html")).not.toHaveAttribute("data-locale-pending", /.*/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
