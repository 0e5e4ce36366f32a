// Direct UPI in Hindi: the devotee's UPI dialog and "I have paid" (with its reference check), and
// the temple's payments to confirm. On a second server set up for UPI, as payments-upi.spec.ts.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { callRest } from "../support/data-api";
import { chooseHindi, expectNoEnglish } from "../support/hindi";
import { startProductServer, useSecondServer } from "../support/product-server";
import { createSevaProgram, createVerifiedTemple } from "../support/temples";
import { createUser, signIn } from "../support/users";

const upi = useSecondServer(() => startProductServer({ PAYMENTS_GATEWAY: "upi" }));

test("paying a temple by UPI, and the temple confirming it, speak Hindi", async ({ browser }) => {
  test.setTimeout(90_000);
  const temple = await createVerifiedTemple();
  await callRest("PATCH", `/rest/v1/temples?id=eq.${temple.id}`, { upi_id: "mahakal.trust@sbi" });
  const seva = `Deepdaan Seva ${randomUUID().slice(0, 6)}`;
  await createSevaProgram(temple.id, seva, 5_000_000);

  const page = await (await browser.newContext({ baseURL: upi().baseUrl })).newPage();
  await signIn(page, await createUser());
  await chooseHindi(page);
  await page.goto("/pray");
  await page.getByRole("button", { name: `${seva} के लिए दान का संकल्प लें` }).click();
  const pledge = page.getByRole("dialog");
  await pledge.getByRole("button", { name: "₹1,001" }).click();
  await pledge.getByRole("button", { name: "मेरा संकल्प दर्ज करें" }).click();
  await pledge.getByRole("button", { name: "₹1,001 का भुगतान करें" }).click();

  // The UPI dialog, then "I have paid" refused until the reference is typed.
  const upiDialog = page.getByRole("dialog", { name: "UPI से ₹1,001 का भुगतान करें" });
  await expect(upiDialog).toContainText("mahakal.trust@sbi");
  await expect(upiDialog.getByRole("link", { name: "UPI ऐप खोलें" })).toBeVisible();
  await expectNoEnglish(page);
  await upiDialog.getByRole("button", { name: "मैंने भुगतान कर दिया" }).click();
  await expect(
    upiDialog.getByText("आपके UPI ऐप में दिखी संदर्भ संख्या (यूटीआर) लिखें: आमतौर पर 12 अंक।"),
  ).toBeVisible();
  await expectNoEnglish(page);
  await upiDialog.getByLabel("UPI संदर्भ संख्या (यूटीआर)").fill("412345678901");
  await upiDialog.getByRole("button", { name: "मैंने भुगतान कर दिया" }).click();
  await expect(upiDialog).toBeHidden();
  await expect(pledge.getByRole("status").last()).toContainText(
    `धन्यवाद। पैसे पहुँचने पर ${temple.name} आपके UPI भुगतान की पुष्टि करेंगे।`,
  );
  await expectNoEnglish(page);
  await page.keyboard.press("Escape");
  const myPledges = page.getByRole("region", { name: "मेरे दान-संकल्प" });
  await expect(myPledges).toContainText("UPI भुगतान भेज दिया गया; मंदिर इसकी पुष्टि करेगा।");
  await expectNoEnglish(page);

  // The temple's list of payments to confirm, in Hindi too.
  const admin = await (await browser.newContext({ baseURL: upi().baseUrl })).newPage();
  await signIn(admin, temple.admin);
  await chooseHindi(admin);
  await admin.goto("/temple-admin/donations");
  const toConfirm = admin.getByRole("region", { name: "पुष्टि के लिए भुगतान" });
  await expect(toConfirm).toContainText("संदर्भ 412345678901");
  await expect(admin.getByText(/लोड हो रह/)).toHaveCount(0);
  await expectNoEnglish(admin);
  await toConfirm.getByRole("button", { name: "₹1,001 मिलने की पुष्टि करें" }).click();
  await expect(toConfirm).toBeHidden();
  await expectNoEnglish(admin);

  await page.reload();
  await expect(myPledges).toContainText("भुगतान हो गया");
  await expectNoEnglish(page);
});
