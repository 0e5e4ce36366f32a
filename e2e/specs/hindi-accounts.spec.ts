// The accounts screens in Hindi: the sign-in dialog's e-mail forms (with their checks), the role
// picker and the two-factor code screen. (The mobile number steps: accounts-phone.spec.ts.)
import { expect, type Page, test } from "@playwright/test";
import { authenticatorCode, wrongCodeFor } from "../support/authenticator";
import { chooseHindi, expectNoEnglish } from "../support/hindi";
import { createPlatformAdmin } from "../support/platform-admin";
import { createUser } from "../support/users";

/**
 * Signs in through the dialog in Hindi (opened by its address, so no click lands before the page
 * has hydrated). Chosen before signing in, Hindi is also what the profile keeps.
 */
async function signInInHindi(page: Page, user: { email: string; password: string }) {
  await chooseHindi(page);
  await page.goto("/?auth=sign-in");
  const dialog = page.getByRole("dialog", { name: "भक्ति सेतु में आपका स्वागत है" });
  await dialog.getByLabel("ईमेल").fill(user.email);
  await dialog.getByLabel("पासवर्ड", { exact: true }).fill(user.password);
  await dialog.getByRole("button", { name: "साइन इन करें" }).click();
  await expect(dialog).toBeHidden();
}

test("the sign-in dialog's e-mail forms and their checks speak Hindi", async ({ page }) => {
  await chooseHindi(page);
  await page.goto("/?auth=sign-in");
  const dialog = page.getByRole("dialog", { name: "भक्ति सेतु में आपका स्वागत है" });
  await expect(dialog.getByLabel("ईमेल")).toBeVisible();
  await expectNoEnglish(page);

  await dialog.getByRole("button", { name: "साइन इन करें" }).click();
  await expect(dialog.getByText("कृपया अपना ईमेल पता लिखें।")).toBeVisible();
  await expectNoEnglish(page);

  await dialog.getByRole("button", { name: "पासवर्ड भूल गए?" }).click();
  await expect(dialog.getByRole("button", { name: "लिंक भेजें" })).toBeVisible();
  await expectNoEnglish(page);

  await dialog.getByRole("tab", { name: "साइन अप" }).click();
  await dialog.getByRole("button", { name: "खाता बनाएँ" }).click();
  await expect(dialog.getByText("कृपया अपना पूरा नाम लिखें।")).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "पुजारी / पंडित" })).toBeVisible();
  await expectNoEnglish(page);
});

test("choosing a role speaks Hindi", async ({ page }) => {
  await signInInHindi(page, await createUser({ roles: [] }));
  await expect(page).toHaveURL(/\/role-assignment$/);
  await expect(page.getByRole("heading", { level: 1, name: "अपनी भूमिका चुनें" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "मंदिर प्रबंधक" })).toBeVisible();
  await expectNoEnglish(page);
});

test("the two-factor code screen speaks Hindi, and says so when a code is wrong", async ({
  page,
}) => {
  const admin = await createPlatformAdmin();
  await signInInHindi(page, admin);
  await expect(
    page.getByRole("heading", { level: 1, name: "अपने ऑथेंटिकेटर ऐप का कोड लिखें" }),
  ).toBeVisible();
  await expectNoEnglish(page);

  await page.getByLabel("6 अंकों का कोड").fill(wrongCodeFor(admin.secret));
  await page.getByRole("button", { name: "पुष्टि करें" }).click();
  await expect(
    page.getByText("यह कोड मेल नहीं खाया। अपने फ़ोन का समय जाँचें और सबसे नया कोड लिखें।"),
  ).toBeVisible();
  await expectNoEnglish(page);
  await page.getByLabel("6 अंकों का कोड").fill(authenticatorCode(admin.secret));
  await page.getByRole("button", { name: "पुष्टि करें" }).click();
  await expect(page.getByRole("button", { name: "साइन आउट" })).toBeVisible();
});
