import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, WCAG_AA_AND_BEST_PRACTICE } from "../support/axe";
import { chooseHindi, expectNoEnglish } from "../support/hindi";
import { signInNewUser, type TestUser } from "../support/users";

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

/** The roles this device remembers for `user` (null when it remembers none). */
const rememberedRoles = (page: Page, user: TestUser) =>
  page.evaluate((key) => localStorage.getItem(key), `${ROLES_PREFIX}${user.id}`);

/** Forgets the roles this device remembers for `user`, leaving only the session. */
const forgetRoles = (page: Page, user: TestUser) =>
  page.evaluate((key) => localStorage.removeItem(key), `${ROLES_PREFIX}${user.id}`);

/** Signed out on `/`: the landing, with its Sign In button. */
async function expectSignedOutLanding(page: Page) {
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  await expect(page.locator("#hero-title")).toBeVisible();
  expect(page.url()).toMatch(/\/$/);
}

/** At a 320 px viewport nothing scrolls sideways, and axe finds nothing; `label` names the page. */
async function expectFitAndNoAxeViolationsAt320(page: Page, label: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page, { label, tags: WCAG_AA_AND_BEST_PRACTICE });
}

/** The page's uncaught errors and console errors, as they happen. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test.describe("a returning signed-in user opening /", () => {
  test("a remembered devotee lands on the dashboard without the landing showing; Back leaves", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await rememberedDevotee(page);
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
    await signInNewUser(page, { roles: ["devotee"] });
    await editStoredSession(page, (stored) => {
      delete stored.refresh_token;
    });

    await page.goto("/");
    await expectSignedOutLanding(page);
  });

  test("an expired session ended elsewhere stays on / and ends signed out there", async ({
    page,
  }) => {
    await signInNewUser(page, { roles: ["devotee"] });
    const session = await editStoredSession(page, (stored) => {
      stored.expires_at = Math.floor(Date.now() / 1000) - 10;
    });
    await signOutEverywhere(String(session.access_token));

    await watchForTheLanding(page);
    await page.goto("/");
    await expectSignedOutLanding(page);
  });

  test("with only the session (no roles remembered) the head script takes the token's roles and opens the dashboard", async ({
    page,
  }) => {
    const user = await signInNewUser(page, { roles: ["devotee"] });
    await page.goto("/about-us");
    await forgetRoles(page, user);

    await watchForTheLanding(page);
    // No module runs: the roles claim of the stored access token and the HTML's frame do it all,
    // with no request for the roles.
    const rolesRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/rest/v1/user_roles")) rolesRequests.push(request.url());
    });
    await page.route(MODULES, (route) => route.abort());
    await page.goto("/");
    await expect(page).toHaveURL(/\/devotee-dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${user.fullName}`);
    expect(await landingWasSeen(page)).toBe(false);
    expect(rolesRequests).toEqual([]);
    expect(await rememberedRoles(page, user)).toBe('[{"role":"devotee","is_primary":true}]');

    await page.unroute(MODULES);
    await forgetRoles(page, user);
    const errors = collectErrors(page);
    await page.goto("/");
    await expect(page).toHaveURL(/\/devotee-dashboard$/);
    await expect(page.getByRole("button", { name: "Notifications" })).toBeVisible();
    await expect(prerenderedFrame(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("remembered roles the user no longer holds end on role assignment", async ({ page }) => {
    const user = await signInNewUser(page, { roles: [] });
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
    await signInNewUser(page, { roles: ["devotee"] });
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

/** The app's JavaScript modules (every script but the inline ones in the HTML). */
const MODULES = /\/assets\/.+\.js$/;

/** A remembered devotee (signed in once on this device, roles remembered), on another page. */
async function rememberedDevotee(page: Page, fullName?: string): Promise<TestUser> {
  const user = await signInNewUser(page, { roles: ["devotee"], fullName });
  await expect.poll(() => rememberedRoles(page, user)).toContain("devotee");
  await page.goto("/about-us");
  return user;
}

/**
 * From now on, notes any animation frame on the dashboard's address after its heading first
 * showed in which no heading shows (a gap: a spinner or an empty page between the pre-rendered
 * frame and React's), and any in which a visible heading is English.
 */
async function watchTheHeading(page: Page) {
  await page.addInitScript(() => {
    const state = { seen: false, gap: false, english: false };
    Object.assign(window, { headingWatch: state });
    const tick = () => {
      if (location.pathname === "/devotee-dashboard") {
        const shown = [...document.querySelectorAll("h1")].filter((h1) =>
          h1.checkVisibility({ visibilityProperty: true }),
        );
        if (shown.length > 0) state.seen = true;
        else if (state.seen) state.gap = true;
        if (shown.some((h1) => h1.textContent?.startsWith("Welcome"))) state.english = true;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const headingWatch = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { headingWatch: Record<string, boolean> }).headingWatch,
  );

const prerenderedFrame = (page: Page) => page.locator("[data-prerendered-frame]");

test.describe("the dashboard's frame from the HTML of /", () => {
  test("shows the devotee's name before any module runs, and works by keyboard at 320 px", async ({
    page,
  }) => {
    // Markup in a name is text: the frame puts it in with textContent.
    const name = `Asha <b>&amp;</b> ${Date.now()}`;
    await rememberedDevotee(page, name);
    await page.setViewportSize({ width: 320, height: 700 });
    await page.route(MODULES, (route) => route.abort());
    await page.goto("/");

    await expect(page).toHaveURL(/\/devotee-dashboard$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(`Welcome, ${name}`);
    await expect(prerenderedFrame(page)).toBeVisible();
    await expect(page.locator("#hero-title")).toHaveCount(0);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("button", { name: "Menu" })).toBeDisabled();
    await expect(nav.getByRole("button", { name: "Sign Out" })).toBeDisabled();
    await expect(nav.getByRole("link", { name: "Bhakti Setu" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: /^Explore/ })).toHaveAttribute("href", "/explore");
    await expect(page.getByText("Loading your bookings")).toBeVisible();
    await expectFitAndNoAxeViolationsAt320(page, "pre-rendered frame");

    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("React takes over the same frame with nothing in between and no console error", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const user = await rememberedDevotee(page);
    await watchTheHeading(page);
    // The start-up first; the dashboard's own module when the test says.
    let releaseStartUp = () => {};
    let releaseScreen = () => {};
    const startUp = new Promise<void>((resolve) => (releaseStartUp = resolve));
    const screen = new Promise<void>((resolve) => (releaseScreen = resolve));
    await page.route(MODULES, async (route) => {
      await (/\/devotee-dashboard-[^/]+\.js$/.test(route.request().url()) ? screen : startUp);
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });

    const heading = page.getByRole("heading", { level: 1 });
    await expect(prerenderedFrame(page)).toBeVisible();
    await expect(heading).toHaveText(`Welcome, ${user.fullName}`);
    const before = await page.evaluate(() => {
      const box = document.querySelector("h1")?.getBoundingClientRect();
      return box && { x: box.x, y: box.y, width: box.width };
    });
    releaseStartUp();
    // React has rendered the document (its spinner while the screen's module loads): the frame
    // is still the one on screen.
    await expect(page.locator("body > [role='status']")).toBeAttached();
    await expect(page.locator("body > [role='status']")).toBeHidden();
    await expect(prerenderedFrame(page)).toBeVisible();
    releaseScreen();

    await expect(prerenderedFrame(page)).toHaveCount(0);
    await expect(heading).toHaveText(`Welcome, ${user.fullName}`);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign Out" }),
    ).toBeEnabled();
    const after = await page.evaluate(() => {
      const box = document.querySelector("h1")?.getBoundingClientRect();
      return box && { x: box.x, y: box.y, width: box.width };
    });
    expect(after).toEqual(before);
    expect(await headingWatch(page)).toMatchObject({ seen: true, gap: false });
    expect(errors).toEqual([]);
  });

  test("in Hindi the frame is Hindi from the first paint to React's", async ({ page }) => {
    await rememberedDevotee(page);
    await chooseHindi(page);
    await watchTheHeading(page);
    await page.route(MODULES, (route) => route.abort());
    await page.goto("/");

    await expect(prerenderedFrame(page)).toBeVisible();
    await expect(prerenderedFrame(page)).toHaveAttribute("lang", "hi-IN");
    const text = await prerenderedFrame(page).evaluate((frame) => {
      const copy = frame.cloneNode(true) as HTMLElement;
      for (const own of copy.querySelectorAll("[translate='no'], .sr-only")) own.remove();
      return copy.textContent ?? "";
    });
    // The language switch names English in English.
    expect(text.match(/[A-Za-z]{2,}/g) ?? []).toEqual(["English"]);
    await expectNoAxeViolations(page, {
      label: "pre-rendered Hindi frame",
      tags: WCAG_AA_AND_BEST_PRACTICE,
    });

    await page.unroute(MODULES);
    await page.goto("/");
    await expect(page).toHaveURL(/\/devotee-dashboard$/);
    await expectNoEnglish(page);
    await expect(prerenderedFrame(page)).toHaveCount(0);
    expect(await headingWatch(page)).toMatchObject({ seen: true, gap: false, english: false });
  });

  test("large text holds in the frame at 320 px", async ({ page }) => {
    await rememberedDevotee(page);
    await page.evaluate(() => localStorage.setItem("bhakti-setu-text-size", "large"));
    await page.setViewportSize({ width: 320, height: 700 });
    await page.route(MODULES, (route) => route.abort());
    await page.goto("/");

    await expect(prerenderedFrame(page)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-text-size", "large");
    await expect(page.getByRole("button", { name: "Large text" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expectFitAndNoAxeViolationsAt320(page, "pre-rendered frame, large text");
  });

  test("a session the server ended, its token still fresh, leaves the frame to React as before", async ({
    page,
  }) => {
    // As before the frame: the dashboard shows until supabase-js refreshes the token and is
    // refused (an expired one ended elsewhere never gets the frame: see above).
    await rememberedDevotee(page);
    const session = await editStoredSession(page, () => {});
    await signOutEverywhere(String(session.access_token));

    await page.goto("/");
    await expect(page).toHaveURL(/\/devotee-dashboard$/);
    await expect(page.getByRole("button", { name: "Notifications" })).toBeVisible();
    await expect(prerenderedFrame(page)).toHaveCount(0);
  });

  test("an anonymous visit to / keeps the frame inert", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#hero-title")).toBeVisible();
    await expect(page.locator("template[data-signed-in-frame]")).toHaveCount(2);
    await expect(prerenderedFrame(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });
});

test.describe("a signed-in user typing their dashboard's address", () => {
  test("a remembered devotee sees the frame from the HTML, then React's dashboard, no console error", async ({
    page,
  }) => {
    const user = await rememberedDevotee(page);
    await page.route(MODULES, (route) => route.abort());
    await page.goto("/devotee-dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${user.fullName}`);
    await expect(prerenderedFrame(page)).toBeVisible();

    await page.unroute(MODULES);
    const errors = collectErrors(page);
    await watchTheHeading(page);
    await page.goto("/devotee-dashboard");
    await expect(page.getByRole("button", { name: "Notifications" })).toBeVisible();
    await expect(prerenderedFrame(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${user.fullName}`);
    expect(await headingWatch(page)).toMatchObject({ seen: true, gap: false });
    expect(errors).toEqual([]);
  });

  test("with only the session, in Hindi at 320 px, the frame comes from the token's roles", async ({
    page,
  }) => {
    const user = await signInNewUser(page, { roles: ["devotee"] });
    await chooseHindi(page);
    await forgetRoles(page, user);
    await page.setViewportSize({ width: 320, height: 700 });
    await page.route(MODULES, (route) => route.abort());
    await page.goto("/devotee-dashboard");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toContainText(user.fullName);
    await expect(heading).not.toContainText("Welcome");
    await expect(prerenderedFrame(page)).toHaveAttribute("lang", "hi-IN");
    await expectFitAndNoAxeViolationsAt320(page, "pre-rendered frame, typed address");
  });

  test("a user holding another role is sent on by the guard, with no frame", async ({ page }) => {
    await signInNewUser(page, { roles: ["pujari"] });
    await page.goto("/devotee-dashboard");
    await expect(page).toHaveURL(/\/spiritual-dashboard$/);
    await expect(prerenderedFrame(page)).toHaveCount(0);
  });
});
