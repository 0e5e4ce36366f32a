// Verification in Hindi: a pujari's submission form (refused without a document, then pending),
// the administrator's request and approval, and the badge devotees then see.
import { expect, test } from "@playwright/test";
import { authenticatorCode } from "../support/authenticator";
import { chooseHindi, expectNoEnglish } from "../support/hindi";
import { createPlatformAdmin } from "../support/platform-admin";
import { createPendingPujari } from "../support/providers";
import { createUser, signInOnNewPage } from "../support/users";

test("applying for verification, its approval and the badge speak Hindi", async ({ browser }) => {
  test.setTimeout(120_000);
  const { user: pujari, name, slug } = await createPendingPujari();

  const pujariPage = await signInOnNewPage(browser, pujari);
  await chooseHindi(pujariPage);
  await pujariPage.goto("/profile");
  const apply = pujariPage.getByRole("region", { name: "सत्यापन के लिए भेजें" });
  await expect(apply.getByLabel("दस्तावेज़ और फ़ोटो")).toBeVisible();
  await expectNoEnglish(pujariPage);
  await apply.getByRole("button", { name: "सत्यापन के लिए भेजें" }).click();
  await expect(apply.getByText("कम से कम एक दस्तावेज़ या फ़ोटो जोड़ें।")).toBeVisible();
  await expectNoEnglish(pujariPage);
  await apply.getByLabel("दस्तावेज़ और फ़ोटो").setInputFiles({
    name: "aadhaar.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n"),
  });
  await apply.getByLabel("संदर्भ (वैकल्पिक)").fill("Mahant Ramdas, +91 98100 00000");
  await apply.getByRole("button", { name: "सत्यापन के लिए भेजें" }).click();
  await expect(pujariPage.getByText(/सत्यापन बाकी है।/).first()).toBeVisible();
  await expectNoEnglish(pujariPage);

  // The administrator reads the request and approves it, in Hindi.
  const admin = await createPlatformAdmin();
  const adminPage = await signInOnNewPage(browser, admin);
  await adminPage.getByLabel("6-digit code").fill(authenticatorCode(admin.secret));
  await adminPage.getByRole("button", { name: "Verify" }).click();
  await expect(adminPage.getByRole("link", { name: "Admin", exact: true })).toBeVisible();
  await chooseHindi(adminPage);
  await adminPage.goto("/admin");
  const request = adminPage.getByRole("listitem").filter({ hasText: name });
  await expect(request.getByRole("link", { name: /^दस्तावेज़ 1/ })).toBeVisible();
  await expectNoEnglish(adminPage);
  await request.getByRole("button", { name: `स्वीकार करें ${name}`, exact: true }).click();
  const confirm = adminPage.getByRole("dialog", { name: `${name}: स्वीकार करें?` });
  await expect(confirm).toContainText("भक्त उन्हें तुरंत सत्यापित बैज के साथ देखेंगे।");
  await expectNoEnglish(adminPage);
  await confirm.getByRole("button", { name: "स्वीकार करें" }).click();
  await expect(confirm).toBeHidden();
  await expect(request).toHaveCount(0);
  await expectNoEnglish(adminPage);

  // The pujari's profile, and devotees', carry the badge with its date.
  await pujariPage.reload();
  await expect(pujariPage.getByRole("main")).toContainText(/सत्यापित \(.+ से\)/);
  await expectNoEnglish(pujariPage);
  const devoteePage = await signInOnNewPage(browser, await createUser());
  await chooseHindi(devoteePage);
  await devoteePage.goto(`/connect/${slug}`);
  await expect(devoteePage.getByRole("heading", { name })).toBeVisible();
  await expect(devoteePage.getByText(/से सत्यापित/).first()).toBeVisible();
  await expectNoEnglish(devoteePage);
});
