import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { expectTextToFit } from "../support/layout";
import { indiaDate } from "../support/providers";
import { createVerifiedTemple } from "../support/temples";
import { createUser, signIn, signInOnNewPage } from "../support/users";

test("a temple plans a katha series with its speaker and sessions; a devotee registers for it", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const temple = await createVerifiedTemple();
  const series = `Shiv Mahapuran Katha ${temple.slug}`;

  await signIn(page, temple.admin);
  await page.goto("/temple-admin/katha");
  await expect(page.getByText("No upcoming katha series.")).toBeVisible();
  await page.getByRole("button", { name: "Create katha series" }).click();
  const form = page.getByRole("dialog", { name: "Create a katha series" });
  await form.getByLabel("Series name").fill(series);
  await form.getByLabel("Speaker").fill("Pt. Pradeep Mishra");
  const first = form.getByRole("group", { name: "Session 1" });
  await first.getByLabel("Date").fill(indiaDate(2));
  await first.getByLabel("Topic").fill("Vidyeshwar Samhita");
  await form.getByRole("button", { name: "Add a session" }).click();
  const second = form.getByRole("group", { name: "Session 2" });
  await second.getByLabel("Date").fill(indiaDate(3));
  await second.getByLabel("Topic").fill("Rudra Samhita");
  await expectNoAxeViolations(page, { within: "[role=dialog]" });
  await form.getByRole("button", { name: "Create series" }).click();
  await expect(form).toBeHidden();
  const card = page.getByRole("listitem").filter({ hasText: series });
  await expect(card).toContainText("Speaker: Pt. Pradeep Mishra");
  await expect(
    card.getByRole("list", { name: `Sessions of ${series}` }).getByRole("listitem"),
  ).toContainText(["Vidyeshwar Samhita", "Rudra Samhita"]);
  await expectTextToFit(page, "/temple-admin/katha");

  const devotee = await createUser();
  const devoteePage = await signInOnNewPage(browser, devotee);
  await devoteePage.goto(`/explore/${temple.slug}`);
  const event = devoteePage.getByRole("listitem").filter({ hasText: series });
  await expect(event).toContainText("With Pt. Pradeep Mishra · 2 sessions from this date");
  await event.getByRole("button", { name: `Register: ${series}` }).click();
  await expect(event).toContainText("You are registered.");
  await devoteePage.context().close();

  await page.reload();
  await expect(card).toContainText("1 registered");
});
