import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { callRest } from "../support/data-api";
import { startProductServer, useSecondServer } from "../support/product-server";
import { createSevaProgram, createVerifiedTemple } from "../support/temples";
import { createUser, signIn } from "../support/users";

// A second server, set up for direct UPI as a small temple without a gateway would run it.
const upi = useSecondServer(() => startProductServer({ PAYMENTS_GATEWAY: "upi" }));

test("a devotee pays a temple directly by UPI, and the temple confirms the money arrived", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const temple = await createVerifiedTemple();
  await callRest("PATCH", `/rest/v1/temples?id=eq.${temple.id}`, { upi_id: "mahakal.trust@sbi" });
  const seva = `Deepdaan Seva ${randomUUID().slice(0, 6)}`;
  await createSevaProgram(temple.id, seva, 5_000_000);
  const devotee = await createUser();

  const page = await (await browser.newContext({ baseURL: upi().baseUrl })).newPage();
  await signIn(page, devotee);
  await page.goto("/pray");
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: seva }) })
    .getByRole("button", { name: `Pledge to ${seva}` })
    .click();
  const pledge = page.getByRole("dialog", { name: `Pledge to ${seva}` });
  await pledge.getByRole("button", { name: "₹1,001" }).click();
  await pledge.getByRole("button", { name: "Record my pledge" }).click();
  await pledge.getByRole("button", { name: "Pay ₹1,001" }).click();

  const upiDialog = page.getByRole("dialog", { name: "Pay ₹1,001 by UPI" });
  await expect(upiDialog).toContainText("mahakal.trust@sbi");
  await expect(upiDialog.getByRole("img", { name: /UPI QR code/ })).toBeVisible();
  await expect(upiDialog.getByRole("link", { name: "Open UPI app" })).toHaveAttribute(
    "href",
    /^upi:\/\/pay\?pa=mahakal\.trust(@|%40)sbi&.*am=1001\.00/,
  );
  await expectNoAxeViolations(page, { within: '[role="dialog"]' });
  await upiDialog.getByRole("button", { name: "I have paid" }).click();
  await expect(upiDialog.getByText(/Type the reference \(UTR\)/)).toBeVisible();
  await upiDialog.getByLabel("UPI reference (UTR)").fill("412345678901");
  await upiDialog.getByRole("button", { name: "I have paid" }).click();
  await expect(upiDialog).toBeHidden();
  await expect(pledge.getByRole("status").last()).toContainText(
    `Thank you. ${temple.name} will confirm your UPI payment once the money arrives.`,
  );
  await page.keyboard.press("Escape");
  const myPledges = page.getByRole("region", { name: "My pledges" });
  await expect(myPledges).toContainText("UPI payment sent; the temple will confirm it.");

  // The temple checks its account and confirms; the donation is then paid, with its receipt.
  const admin = await (await browser.newContext({ baseURL: upi().baseUrl })).newPage();
  await signIn(admin, temple.admin);
  await admin.goto("/temple-admin/donations");
  const toConfirm = admin.getByRole("region", { name: "Payments to confirm" });
  await expect(toConfirm).toContainText("reference 412345678901");
  const byProgram = admin.getByRole("table", { name: "By program" });
  await expect(byProgram.getByRole("row").filter({ hasText: seva })).toContainText("₹0");
  await toConfirm.getByRole("button", { name: "Confirm ₹1,001 received" }).click();
  await expect(toConfirm).toBeHidden();
  // Without a reload, the donation and its totals say it is paid, and its receipt is there.
  const donation = admin
    .getByRole("region", { name: "Every donation" })
    .getByRole("listitem")
    .filter({ hasText: seva });
  await expect(donation).toContainText("Paid");
  await expect(donation).not.toContainText("Pledged, awaiting payment");
  await expect(byProgram.getByRole("row").filter({ hasText: seva })).toContainText("₹1,001");
  const [receipt] = await Promise.all([
    admin.waitForEvent("download"),
    donation.getByRole("button", { name: /^Download receipt / }).click(),
  ]);
  expect(receipt.suggestedFilename()).toMatch(/^receipt-[A-Z0-9]+-\d{4}-\d{2}-000001\.pdf$/);

  await page.reload();
  await expect(myPledges).toContainText(/Paid · [A-Z0-9]+\/\d{4}-\d{2}\/000001/);
});
