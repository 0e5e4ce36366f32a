import { expect, test } from "@playwright/test";
import { authenticatorCode } from "../support/authenticator";
import { expectFitAndAccessibleAt320 } from "../support/layout";
import { mailTo } from "../support/outbox";
import { createPlatformAdmin } from "../support/platform-admin";
import { createPendingPujari } from "../support/providers";
import { createUser, signInOnNewPage } from "../support/users";

test("a pujari applies with a document, an admin approves, and devotees see the badge on Connect", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { user: pujari, name, slug } = await createPendingPujari();

  const pujariPage = await signInOnNewPage(browser, pujari);
  await pujariPage.goto("/profile");
  const apply = pujariPage.getByRole("region", { name: "Submit for verification" });
  await expect(apply).toBeVisible();
  await expectFitAndAccessibleAt320(pujariPage, "the verification form");
  await apply.getByRole("button", { name: "Submit for verification" }).click();
  await expect(apply.getByText("Add at least one document or photo.")).toBeVisible();
  // Success is said only after success: never beside the refusal.
  await expect(pujariPage.getByText("Submitted for verification", { exact: true })).toHaveCount(0);
  await apply.getByLabel("Documents and photos").setInputFiles({
    name: "aadhaar.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n"),
  });
  await apply.getByLabel("Reference (optional)").fill("Mahant Ramdas, +91 98100 00000");
  await apply.getByRole("button", { name: "Submit for verification" }).click();
  await expect(pujariPage.getByText("Submitted for verification", { exact: true })).toBeVisible();
  await expect(
    pujariPage.getByText(/Verification pending\. You sent your documents on/),
  ).toBeVisible();
  await expect
    .poll(async () => (await mailTo(pujari.email)).map((mail) => mail.subject))
    .toContain(`We received the verification request for ${name}`);

  const devotee = await createUser();
  const devoteePage = await signInOnNewPage(browser, devotee);
  await devoteePage.goto(`/connect/${slug}`);
  await expect(
    devoteePage.getByRole("heading", { name: "This profile is not available" }),
  ).toBeVisible();

  // The administrator signs in with password and authenticator code, then decides.
  const admin = await createPlatformAdmin();
  const adminPage = await signInOnNewPage(browser, admin);
  await adminPage.getByLabel("6-digit code").fill(authenticatorCode(admin.secret));
  await adminPage.getByRole("button", { name: "Verify" }).click();
  await adminPage.getByRole("link", { name: "Admin", exact: true }).click();
  await expect(adminPage.getByRole("heading", { name: "Platform administration" })).toBeVisible();
  const request = adminPage.getByRole("listitem").filter({ hasText: name });
  await expect(request.getByRole("link", { name: /^Document 1/ })).toBeVisible();
  await expect(request.getByText("Mahant Ramdas, +91 98100 00000")).toBeVisible();
  await expectFitAndAccessibleAt320(adminPage, "the admin queue");
  await request.getByRole("button", { name: `Approve ${name}` }).click();
  const confirm = adminPage.getByRole("dialog", { name: `Approve ${name}?` });
  await confirm.getByRole("button", { name: "Approve" }).click();
  await expect(confirm).toBeHidden();
  await expect(request).toHaveCount(0);
  await adminPage.getByRole("tab", { name: "Audit log" }).click();
  await expect(
    adminPage.getByRole("row").filter({ hasText: name }).filter({ hasText: "Approved" }),
  ).toBeVisible();

  // At once: the profile and the Connect card carry the badge with its date.
  await devoteePage.goto(`/connect/${slug}`);
  await expect(devoteePage.getByRole("heading", { name })).toBeVisible();
  await expect(devoteePage.getByText(/^✓ Verified since \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  await devoteePage.goto(`/connect?q=${encodeURIComponent(name)}`);
  await expect(devoteePage.getByRole("listitem").filter({ hasText: name })).toContainText(
    /✓ Verified since \d{1,2} \w{3} \d{4}/,
  );

  await expect
    .poll(async () => (await mailTo(pujari.email)).map((mail) => mail.subject))
    .toContain(`${name} is verified`);
  await pujariPage.reload();
  await expect(pujariPage.getByText(/^Verified since/)).toBeVisible();
});
