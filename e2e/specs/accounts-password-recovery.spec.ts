import { expect, test } from "@playwright/test";
import { createUser, openAuthDialog, signIn, signOut, strongPassword } from "../support/users";
import { mailTo } from "../support/outbox";

/** The newest e-mail the server's local outbox holds for `to` (development only, no SMTP). */
async function latestMailTo(to: string): Promise<string> {
  const [latest] = await mailTo(to);
  if (!latest) throw new Error(`no e-mail to ${to}`);
  return latest.body;
}

test("Forgot password? sends a link that asks for a new password", async ({ page }) => {
  const user = await createUser({ roles: ["devotee"] });
  const dialog = await openAuthDialog(page);
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByRole("button", { name: "Forgot password?" }).click();
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(dialog.getByRole("status")).toContainText(`If an account exists for ${user.email}`);

  let link = "";
  await expect
    .poll(async () => {
      link = (await latestMailTo(user.email).catch(() => "")).match(/https?:\/\/\S+/)?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  // The link names the server's own address (SITE_URL defaults to it), verifies the token there
  // and redirects to the site with the session.
  await page.goto(link);

  const recovery = page.getByRole("dialog", { name: "Choose a New Password" });
  await expect(recovery).toBeVisible();
  const newPassword = strongPassword();
  await recovery.getByLabel("New password", { exact: true }).fill(newPassword);
  await recovery.getByLabel("Confirm new password").fill(newPassword);
  await recovery.getByRole("button", { name: "Save Password" }).click();
  await expect(recovery).toBeHidden();
  await expect(page.getByText("Password Updated", { exact: true })).toBeVisible();

  await signOut(page);
  await signIn(page, { email: user.email, password: newPassword });
  await expect(page).toHaveURL(/\/devotee-dashboard$/);
});
