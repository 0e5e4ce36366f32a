import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { expectTextToFit } from "../support/layout";
import { signInForToken } from "../support/data-api";
import { bookFreeTime } from "../support/bookings";
import { FREE_CONSULTATION } from "../support/offerings";
import { createVerifiedProvider } from "../support/providers";
import { createUser, signIn, signOut } from "../support/users";

test.use({ serviceWorkers: "allow" });

const CONSULTATION = { ...FREE_CONSULTATION, title: "Offline Reading Consultation" } as const;

/** Where the signed-in lists are kept on the device (web/src/lib/saved-queries-storage.ts). */
const SAVED_QUERIES_KEY = "bhakti-setu:saved-queries";

/** Signs a devotee in on a phone, opens My bookings and a booking while online, then cuts the network. */
async function seeListsThenGoOffline(page: Page, context: BrowserContext) {
  const pujari = await createVerifiedProvider("pujari", [CONSULTATION]);
  const devotee = await createUser({ roles: ["devotee"] });
  const booking = await bookFreeTime(await signInForToken(devotee), pujari, CONSULTATION);

  // A phone: what its screens load after the first paint (the menu) is fetched while online.
  await page.setViewportSize({ width: 320, height: 720 });
  await signIn(page, devotee);
  await expect(page).toHaveURL(/\/devotee-dashboard$/);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The worker takes control of open pages (clientsClaim); what they load from then on it keeps.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await page.getByRole("button", { name: "Menu" }).click();
  await page
    .getByRole("dialog", { name: "Menu" })
    .getByRole("link", { name: "My bookings" })
    .click();
  // The dashboard's recent bookings link the booking too: its list is My bookings' only once there.
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByRole("heading", { level: 1, name: "My bookings" })).toBeVisible();
  await expect(page.getByRole("link", { name: CONSULTATION.title })).toBeVisible();
  await page.getByRole("link", { name: CONSULTATION.title }).click();
  await expect(page.getByRole("heading", { name: CONSULTATION.title })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Both lists are kept on the device (the booking's page under its own key).
  await expect
    .poll(() =>
      page.evaluate(
        ([key, id, devoteeId]) => {
          const saved = localStorage.getItem(key!) ?? "";
          return (
            saved.includes(`["booking","${id}"]`) &&
            saved.includes(`["my-bookings","${devoteeId}"]`)
          );
        },
        [SAVED_QUERIES_KEY, booking.id, devotee.id],
      ),
    )
    .toBe(true);

  await context.setOffline(true);
}

test("offline, a page not opened before says so without reloading, and signing out forgets what was kept", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await seeListsThenGoOffline(page, context);

  // A page never opened on this device: the offline page, and no reload loop.
  const reloadErrors: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("reloading page")) reloadErrors.push(message.text());
  });
  await page.goto("/account/messages");
  let navigations = 0;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(page.getByText("Pages you have visited before still open")).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  // Watching the page for a while is the point here: a loop reloaded it about 7 times a second.
  await page.waitForTimeout(5_000);
  expect(navigations).toBeLessThanOrEqual(1);
  expect(reloadErrors.length).toBeLessThanOrEqual(1);
  await expectNoAxeViolations(page, { tags: ["wcag2a", "wcag2aa"] });
  await expectTextToFit(page, "the offline page at 320 px");

  // Signing out, from a screen opened before, forgets what was kept.
  await page.goto("/devotee-dashboard");
  await signOut(page);
  expect(await page.evaluate((key) => localStorage.getItem(key), SAVED_QUERIES_KEY)).toBeNull();
});

test("offline, My bookings and a booking seen before show read-only with their saved time", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await seeListsThenGoOffline(page, context);

  // My bookings: the list kept on the device, read-only, with the time it was fetched.
  await page.goto("/bookings");
  await expect(page.getByRole("link", { name: CONSULTATION.title })).toBeVisible();
  const notice = page.getByTestId("saved-copy-notice");
  await expect(notice).toContainText("changes need a connection");
  await expect(notice).toContainText(/Saved .+ IST/);
  await expectNoAxeViolations(page, { tags: ["wcag2a", "wcag2aa"] });
  await expectTextToFit(page, "My bookings offline at 320 px");
  await page.getByRole("link", { name: CONSULTATION.title }).click();
  await expect(page.getByRole("heading", { name: CONSULTATION.title })).toBeVisible();
  await expect(page.getByTestId("saved-copy-notice")).toContainText(/Saved .+ IST/);
});
