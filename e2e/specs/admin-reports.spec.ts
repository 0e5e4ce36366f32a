import { expect, test } from "@playwright/test";
import { authenticatorCode } from "../support/authenticator";
import { expectNoAxeViolations } from "../support/axe";
import { callRest, signInForToken } from "../support/data-api";
import { expectDialogToFit, expectFitAndAccessibleAt320 } from "../support/layout";
import { createPlatformAdmin } from "../support/platform-admin";
import { createVerifiedTemple } from "../support/temples";
import { createUser, signIn } from "../support/users";

// The narrowest phone: the decision dialog and the audit log must fit it.
test.use({ viewport: { width: 320, height: 720 } });

test("an administrator decides on a report with a note, sees who sent it, and finds it in the audit log", async ({
  page,
}) => {
  const temple = await createVerifiedTemple();
  const reporter = await createUser({ roles: ["devotee"], fullName: "Kavita Reporter" });
  await callRest(
    "POST",
    "/rest/v1/rpc/report_content",
    { kind: "temple", target: temple.id, reason: "They ask for donations by private UPI" },
    await signInForToken(reporter),
  );

  const admin = await createPlatformAdmin();
  await signIn(page, admin);
  await page.getByLabel("6-digit code").fill(authenticatorCode(admin.secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("link", { name: "Admin", exact: true })).toBeVisible();
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Reports" }).click();

  const item = page.getByRole("listitem").filter({ hasText: temple.name });
  await expect(item.getByText("Reported by Kavita Reporter")).toBeVisible();
  await item.getByRole("button", { name: "Decide" }).click();
  const dialog = page.getByRole("dialog", { name: "Decide on this report" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radio", { name: /Remove the review/ })).toHaveCount(0);
  // By keyboard: the actions are one radio group.
  await dialog.getByRole("radio", { name: /Dismiss/ }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByRole("radio", { name: /Warn the owner/ })).toBeChecked();
  await dialog.getByRole("button", { name: "Record decision" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Write a note of at least 10 characters.");
  await dialog
    .getByLabel("Note (at least 10 characters)")
    .fill("Called the trustee; donations go through the app only");
  await expectNoAxeViolations(page, { within: "[role=dialog]", label: "the decision dialog" });
  await expectDialogToFit(page, "the decision dialog at 320 px");
  await dialog.getByRole("button", { name: "Record decision" }).click();
  await expect(dialog).toBeHidden();

  const handled = page.getByRole("region", { name: "Recently handled" });
  await expect(
    handled.getByText("Called the trustee; donations go through the app only"),
  ).toBeVisible();

  await page.getByRole("tab", { name: "Audit log" }).click();
  const row = page.getByRole("row").filter({ hasText: temple.name }).first();
  await expect(row).toContainText("Warned the owner");
  await expect(row).toContainText("Called the trustee");
  await expectFitAndAccessibleAt320(page, "the audit log");
});
