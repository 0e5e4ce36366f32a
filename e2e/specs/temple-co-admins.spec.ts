import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { createVerifiedTemple } from "../support/temples";
import { createUser, signIn, signInOnNewPage } from "../support/users";
import { mailTo } from "../support/outbox";

test("a temple admin invites a co-administrator by e-mail, who accepts and runs the same temple", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const temple = await createVerifiedTemple();
  const trustee = await createUser({ roles: ["devotee"], fullName: "Ramesh Joshi" });

  await signIn(page, temple.admin);
  await page.goto("/temple-admin/profile");
  const coAdmins = page.getByRole("heading", { name: "Co-administrators" }).locator("xpath=../..");
  await coAdmins.getByLabel("Invite by e-mail").fill("not an address");
  await coAdmins.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(coAdmins.getByText("Enter an e-mail address like name@example.com")).toBeVisible();
  await coAdmins.getByLabel("Invite by e-mail").fill(trustee.email);
  await coAdmins.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(coAdmins.getByRole("list", { name: "Open invitations" })).toContainText(
    trustee.email,
  );
  await expectNoAxeViolations(page);

  await expect
    .poll(async () => (await mailTo(trustee.email)).map((mail) => mail.subject))
    .toContain(`Help run ${temple.name} on Bhakti Setu`);
  const [mail] = await mailTo(trustee.email);
  const link = /https?:\/\/\S+\/temple-invitations/.exec(mail!.body)?.[0];
  expect(link).toBeDefined();

  const trusteePage = await signInOnNewPage(browser, trustee);
  await trusteePage.goto(new URL(link!).pathname);
  await trusteePage.getByRole("button", { name: `Accept ${temple.name}` }).click();
  await expect(trusteePage).toHaveURL(/\/temple-admin$/);
  await trusteePage.goto("/temple-admin/profile");
  await expect(trusteePage.getByLabel("Temple name")).toHaveValue(temple.name);
  await trusteePage.context().close();

  await page.reload();
  await expect(coAdmins.getByRole("list", { name: "Administrators" })).toContainText(trustee.email);
});
