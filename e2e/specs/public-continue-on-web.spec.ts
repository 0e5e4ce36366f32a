import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { callRest } from "../support/data-api";
import { expectDialogToFit } from "../support/layout";
import { createUser, strongPassword, uniqueEmail } from "../support/users";
import { downloadDialog } from "./public-support";

/** A verified guru listed on /spiritual-gurus (named to sort among the first by name). */
async function createListedGuru() {
  const suffix = randomUUID().slice(0, 8);
  const name = `Aadi Web Guru ${suffix}`;
  const user = await createUser({ roles: ["guru"], fullName: name });
  const slug = `aadi-web-guru-${suffix}`;
  await callRest("POST", "/rest/v1/providers", {
    user_id: user.id,
    kind: "guru",
    slug,
    display_name: name,
    specialisations: ["Bhagavad Gita"],
    verification_status: "verified",
    verified_at: new Date().toISOString(),
  });
  return { name, slug };
}

test("an anonymous visitor continues on the web from Book Session, signs up and lands on the guru's page", async ({
  page,
}) => {
  const guru = await createListedGuru();
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto("/spiritual-gurus");
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: guru.name });
  await card.getByRole("button", { name: "Book Session" }).click();

  const popup = downloadDialog(page);
  await expect(popup.getByRole("link", { name: /App Store/ })).toBeVisible();
  await expectNoAxeViolations(page, { within: "[role=dialog]" });
  await expectDialogToFit(page, "the app-download dialog at 320 px");
  // By keyboard: the first action of the dialog, taken with Enter.
  const continueOnWeb = popup.getByRole("link", { name: "Continue on the web" });
  await continueOnWeb.focus();
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Welcome to Bhakti Setu" });
  await expect(dialog.getByRole("tab", { name: "Sign Up" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page).toHaveURL(/\/spiritual-gurus\?auth=sign-up&next=/);
  await dialog.getByLabel("Full name").fill("Meera Web Devotee");
  await dialog.getByLabel("Email").fill(uniqueEmail("continue-web"));
  await dialog.getByLabel("Password", { exact: true }).fill(strongPassword());
  await dialog.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(new RegExp(`/connect/${guru.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(guru.name);
});

test("the sign-in way from the popup returns an existing devotee to the path's page", async ({
  page,
}) => {
  const devotee = await createUser();
  await page.goto("/");
  const explore = page.getByRole("button", { name: "Start Exploring" });
  await explore.scrollIntoViewIfNeeded();
  await explore.click();
  await downloadDialog(page).getByRole("link", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Welcome to Bhakti Setu" });
  await dialog.getByLabel("Email").fill(devotee.email);
  await dialog.getByLabel("Password", { exact: true }).fill(devotee.password);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/explore$/);
});
