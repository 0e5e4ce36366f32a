// The accounts screens in Hindi: the sign-in dialog's e-mail forms (with their checks), the role
// picker and switcher, the new-password dialog, and two-factor set-up and its code screen.
// (The mobile number steps: accounts-phone.spec.ts.)
import { expect, type Page, test } from "@playwright/test";
import { authenticatorCode, wrongCodeFor } from "../support/authenticator";
import { chooseHindi, expectNoEnglish } from "../support/hindi";
import { mailTo } from "../support/outbox";
import { createPlatformAdmin } from "../support/platform-admin";
import { createVerifiedTemple } from "../support/temples";
import { createUser, strongPassword } from "../support/users";

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

  // A wrong password is refused in a Hindi sentence.
  await dialog.getByLabel("ईमेल").fill((await createUser()).email);
  await dialog.getByLabel("पासवर्ड", { exact: true }).fill("not-the-password");
  await dialog.getByRole("button", { name: "साइन इन करें" }).click();
  await expect(dialog.getByText("ईमेल पता या पासवर्ड सही नहीं है।")).toBeVisible();
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
  await expect(
    page.getByRole("navigation", { name: "मुख्य" }).getByRole("button", { name: "साइन आउट" }),
  ).toBeVisible();
});

test("switching and adding a role speak Hindi", async ({ page }) => {
  await signInInHindi(page, await createUser({ roles: ["devotee", "guru"], primary: "devotee" }));
  await expect(page).toHaveURL(/\/devotee-dashboard$/);
  await page.getByRole("button", { name: "भूमिका बदलें, अभी की भूमिका भक्त" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitemradio", { name: "भक्त" })).toBeChecked();
  await expectNoEnglish(page);
  await menu.getByRole("menuitemradio", { name: "गुरु / शिक्षक" }).click();
  await expect(page).toHaveURL(/\/spiritual-dashboard$/);
  await expect(
    page.getByRole("button", { name: "भूमिका बदलें, अभी की भूमिका गुरु / शिक्षक" }),
  ).toBeVisible();
  await expectNoEnglish(page);

  await page.getByRole("button", { name: /^भूमिका बदलें/ }).click();
  await page.getByRole("menuitem", { name: "नई भूमिका जोड़ें" }).click();
  await expect(page).toHaveURL(/\/role-assignment$/);
  await page.getByRole("radio", { name: "भक्त" }).check();
  await page.getByRole("button", { name: "आगे बढ़ें" }).click();
  await expect(page).toHaveURL(/\/devotee-dashboard$/);
  await expect(page.getByText("भूमिका बदल गई", { exact: true })).toBeVisible();
  await expectNoEnglish(page);
});

test("choosing a new password from the e-mailed link speaks Hindi", async ({ page }) => {
  const user = await createUser({ roles: ["devotee"] });
  await chooseHindi(page);
  await page.goto("/?auth=sign-in");
  const dialog = page.getByRole("dialog", { name: "भक्ति सेतु में आपका स्वागत है" });
  await dialog.getByLabel("ईमेल").fill(user.email);
  await dialog.getByRole("button", { name: "पासवर्ड भूल गए?" }).click();
  await dialog.getByRole("button", { name: "लिंक भेजें" }).click();
  await expect(dialog.getByRole("status")).toContainText("नया पासवर्ड चुनने का लिंक भेज दिया है");
  await expectNoEnglish(page);

  let link = "";
  await expect
    .poll(async () => {
      const [latest] = await mailTo(user.email);
      link = latest?.body.match(/https?:\/\/\S+/)?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  await page.goto(link);
  const recovery = page.getByRole("dialog", { name: "नया पासवर्ड चुनें" });
  await expect(recovery.getByLabel("नया पासवर्ड", { exact: true })).toBeVisible();
  await expectNoEnglish(page);
  await recovery.getByRole("button", { name: "पासवर्ड सहेजें" }).click();
  await expect(recovery.getByRole("alert").first()).toBeVisible();
  await expectNoEnglish(page);
  const password = strongPassword();
  await recovery.getByLabel("नया पासवर्ड", { exact: true }).fill(password);
  await recovery.getByLabel("नया पासवर्ड दोबारा लिखें").fill(password);
  await recovery.getByRole("button", { name: "पासवर्ड सहेजें" }).click();
  await expect(recovery).toBeHidden();
  await expect(page.getByText("पासवर्ड बदल गया", { exact: true })).toBeVisible();
  await expectNoEnglish(page);
});

test("turning on two-factor sign-in speaks Hindi, and says so when a code is wrong", async ({
  page,
}) => {
  const temple = await createVerifiedTemple();
  await signInInHindi(page, temple.admin);
  await page.goto("/temple-admin/profile");
  const card = page.getByRole("heading", { name: "दो-चरण साइन इन" }).locator("xpath=../..");
  await expect(card.getByText("बंद है।")).toBeVisible();
  await expectNoEnglish(page);
  await card.getByRole("button", { name: "चालू करें" }).click();
  await expect(card.getByRole("img", { name: "आपके ऑथेंटिकेटर ऐप के लिए QR कोड" })).toBeVisible();
  await expectNoEnglish(page);
  const secret = ((await card.locator("code").textContent()) ?? "").replace(/ /g, "");
  await card.getByLabel("6 अंकों का कोड").fill(wrongCodeFor(secret));
  await card.getByRole("button", { name: "कोड जाँचें और चालू करें" }).click();
  await expect(card.getByRole("alert")).toHaveText(
    "यह कोड मेल नहीं खाया। अपने फ़ोन का समय जाँचें और सबसे नया कोड लिखें।",
  );
  await expectNoEnglish(page);
  await card.getByLabel("6 अंकों का कोड").fill(authenticatorCode(secret));
  await card.getByRole("button", { name: "कोड जाँचें और चालू करें" }).click();
  await expect(card.getByText(/से चालू है।$/)).toBeVisible();
  await expect(card.getByRole("button", { name: "बंद करें" })).toBeVisible();
  await expectNoEnglish(page);
});
