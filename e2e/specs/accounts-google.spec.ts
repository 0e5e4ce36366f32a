import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { type LocalOidcProvider, startServerWithGoogle } from "../support/google-provider";
import { chooseHindi, expectNoEnglish } from "../support/hindi";
import { useSecondServer } from "../support/product-server";
import { createUser, openAuthDialog, uniqueEmail } from "../support/users";

// A second server whose Google is a local OpenID Connect provider started here: no network.
let google: LocalOidcProvider | undefined;
const server = useSecondServer(async () => {
  const started = await startServerWithGoogle();
  google = started.google;
  return started.server;
});
test.afterAll(async () => {
  await google?.close();
});
/** The shared server, whose Google is off. */
const sharedBaseUrl = process.env.E2E_BASE_URL ?? "";

/** Signs in at the provider's own login form as `login`, by keyboard. */
async function signInAtGoogle(page: Page, login: string) {
  const loginField = page.getByPlaceholder("Enter any login");
  await expect(loginField).toBeFocused();
  await loginField.fill(login);
  await page.keyboard.press("Tab");
  await page.keyboard.type("any password");
  await page.keyboard.press("Enter");
}

test("a new person continues with Google and is asked to choose a role", async ({ browser }) => {
  test.setTimeout(60_000);
  const login = `google-${randomUUID().slice(0, 8)}`;
  google!.addAccount(login, {
    email: uniqueEmail("google"),
    email_verified: true,
    name: "Meera Bai",
  });
  const page = await (
    await browser.newContext({ baseURL: server().baseUrl, viewport: { width: 320, height: 640 } })
  ).newPage();
  const dialog = await openAuthDialog(page);
  await dialog.getByRole("tab", { name: "Sign Up" }).click();
  const continueWithGoogle = dialog.getByRole("button", { name: "Continue with Google" });
  await expect(continueWithGoogle).toBeVisible();
  await expectNoAxeViolations(page, { within: '[role="dialog"]' });

  await continueWithGoogle.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`^${google!.issuer}/interaction/`));
  await signInAtGoogle(page, login);

  await expect(page).toHaveURL(/\/role-assignment$/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose Your Role" })).toBeVisible();
});

test("a devotee with a password account continues with Google and reaches the same dashboard", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const devotee = await createUser();
  const login = `google-${randomUUID().slice(0, 8)}`;
  google!.addAccount(login, { email: devotee.email, email_verified: true });
  await page.goto(`${server().baseUrl}/?auth=sign-in`);
  const dialog = page.getByRole("dialog", { name: "Welcome to Bhakti Setu" });
  await dialog.getByRole("button", { name: "Continue with Google" }).click();
  await signInAtGoogle(page, login);
  await expect(page).toHaveURL(/\/devotee-dashboard$/);
});

/** Leaves for Google from the sign-in dialog and cancels at its login form (access_denied). */
async function cancelAtGoogle(page: Page, continueLabel: string) {
  await page.goto(`${server().baseUrl}/?auth=sign-in`);
  await page.getByRole("button", { name: continueLabel }).click();
  await expect(page).toHaveURL(new RegExp(`^${google!.issuer}/interaction/`));
  await page.getByRole("link", { name: "[ Cancel ]" }).click();
}

test("a person who cancels at Google is told so in the sign-in dialog, once", async ({ page }) => {
  test.setTimeout(60_000);
  await cancelAtGoogle(page, "Continue with Google");
  const dialog = page.getByRole("dialog", { name: "Welcome to Bhakti Setu" });
  await expect(dialog.getByRole("alert").filter({ hasText: "Google" })).toHaveText(
    "Google sign-in was cancelled. Try again, or sign in with e-mail or mobile number.",
  );
  // The error has left the address, so a reload does not say it again.
  await expect(page).toHaveURL(`${server().baseUrl}/?auth=sign-in`);
  await expectNoAxeViolations(page, { within: '[role="dialog"]' });
  await page.reload();
  await expect(dialog.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  await expect(dialog.getByText("Google sign-in was cancelled.", { exact: false })).toHaveCount(0);
});

test("in Hindi, the cancelled Google sign-in is explained in Hindi", async ({ page }) => {
  test.setTimeout(60_000);
  await chooseHindi(page);
  await cancelAtGoogle(page, "Google से जारी रखें");
  await expect(
    page.getByRole("dialog").getByText("Google से साइन इन रद्द हो गया।", { exact: false }),
  ).toBeVisible();
  await expectNoEnglish(page);
});

test("the dialog offers no Google button where the server has Google off", async ({ page }) => {
  const settings = page.waitForResponse((response) => response.url().endsWith("/auth/v1/settings"));
  await page.goto(`${sharedBaseUrl}/?auth=sign-in`);
  const dialog = page.getByRole("dialog", { name: "Welcome to Bhakti Setu" });
  await expect(dialog.getByLabel("Email")).toBeVisible();
  expect((await (await settings).json()).external.google).toBe(false);
  await expect(dialog.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
});
