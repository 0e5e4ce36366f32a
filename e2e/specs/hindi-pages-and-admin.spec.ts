import { expect, type Page, test } from "@playwright/test";
import { authenticatorCode } from "../support/authenticator";
import { chooseHindi, expectNoEnglish } from "../support/hindi";
import { expectTextToFit } from "../support/layout";
import { createPlatformAdmin } from "../support/platform-admin";
import { signIn, signInNewUser } from "../support/users";

/** Opens a screen and waits for its first heading, scans it for English and checks it fits. */
async function visitInHindi(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expectNoEnglish(page);
  await expectTextToFit(page, `${path} in Hindi at 320 px`);
}

// Hindi runs longer than English: every screen is read on the narrowest phone.
test.use({ viewport: { width: 320, height: 720 } });

test("the static pages, the download page, the not-found page and the app dialog speak Hindi", async ({
  page,
}) => {
  await chooseHindi(page);
  await visitInHindi(page, "/about-us", "हमारे बारे में");
  await expect(page.getByText("अंतिम संशोधन: 1 नवंबर 2025")).toBeVisible();
  await expect(page).toHaveTitle("हमारे बारे में | भक्ति सेतु - आपका आध्यात्मिक द्वार");
  await visitInHindi(page, "/privacy-policy", "गोपनीयता नीति");
  await visitInHindi(page, "/terms-of-service", "उपयोग की शर्तें");

  // The countdown is held still, so the page stays to be read.
  await page.clock.install();
  await visitInHindi(page, "/download", "भक्ति सेतु ऐप पाएँ");
  await expect(page.getByText(/ऐप स्टोर पर 10 सेकंड में ले जा रहे हैं/)).toBeVisible();

  await visitInHindi(page, "/no-such-page", /पेज नहीं मिला/);
  await page.getByRole("button", { name: "ऐप डाउनलोड करें" }).click();
  await expect(page.getByRole("dialog", { name: "भक्ति सेतु ऐप में आगे बढ़ें" })).toBeVisible();
  await expectNoEnglish(page);
});

test("a devotee's notifications panel speaks Hindi when empty", async ({ page }) => {
  await signInNewUser(page, { roles: ["devotee"], fullName: "Meera Sharma" });
  await chooseHindi(page);
  await page.reload();
  const bell = page.getByRole("button", { name: "सूचनाएँ", exact: true });
  await bell.click();
  const panel = page.getByRole("dialog", { name: "सूचनाएँ" });
  await expect(panel.getByRole("link", { name: "अपनी पहली पूजा बुक करें" })).toBeVisible();
  await expect(panel).toContainText("आपने सभी सूचनाएँ देख ली हैं।");
  await expectNoEnglish(page);
});

test("the admin area's tabs speak Hindi", async ({ page }) => {
  const admin = await createPlatformAdmin();
  await signIn(page, admin);
  await page.getByLabel("6-digit code").fill(authenticatorCode(admin.secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("link", { name: "Admin", exact: true })).toBeVisible();
  await chooseHindi(page);

  await visitInHindi(page, "/admin", "प्लेटफ़ॉर्म प्रशासन");
  for (const tab of ["सूची में", "शिकायतें", "ऑडिट लॉग"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tabpanel", { name: tab })).toBeVisible();
    await expect(page.getByRole("tabpanel").getByRole("status")).toHaveCount(0);
    await expectNoEnglish(page);
  }
});
