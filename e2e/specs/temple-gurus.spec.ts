import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { expectTextToFit } from "../support/layout";
import { createVerifiedProvider } from "../support/providers";
import { createVerifiedTemple } from "../support/temples";
import { createUser, signIn, signInOnNewPage } from "../support/users";

test("a temple invites a verified pujari, who accepts on /temples; devotees see them on the temple's page", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const [temple, pujari] = await Promise.all([
    createVerifiedTemple(),
    createVerifiedProvider("pujari", []),
  ]);

  await signIn(page, temple.admin);
  await page.goto("/temple-admin/gurus");
  await expect(page.getByText("None yet. Invite the gurus and pujaris")).toBeVisible();
  await page.getByLabel("Name").fill(pujari.name);
  await page.getByRole("button", { name: `Invite ${pujari.name}` }).click();
  const associated = page.getByRole("region", { name: "The temple's gurus and pujaris" });
  await expect(associated.getByRole("listitem")).toContainText([`${pujari.name}Invited`]);
  await page.getByRole("button", { name: `Invite ${pujari.name}` }).click();
  await expect(page.getByRole("alert")).toContainText("is already invited or associated");
  await expectTextToFit(page, "/temple-admin/gurus");
  await expectNoAxeViolations(page);

  const pujariPage = await signInOnNewPage(browser, pujari.user);
  // The invitation's notification leads to /temples.
  await pujariPage
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: /^Notifications, 1 unread/ })
    .click();
  await pujariPage
    .getByRole("dialog", { name: "Notifications" })
    .getByRole("link", { name: `${temple.name} invites you to join its gurus` })
    .click();
  await expect(pujariPage).toHaveURL(/\/temples$/);
  await expect(
    pujariPage
      .getByRole("navigation", { name: "Spiritual Dashboard" })
      .getByRole("link", { name: "Temples", exact: true }),
  ).toHaveAttribute("aria-current", "page");
  const invitations = pujariPage.getByRole("region", { name: "Invitations" });
  const serving = pujariPage.getByRole("region", { name: "Temples you serve at" });
  await expect(invitations).toContainText(`${temple.name} invites you to join its gurus`);
  await expect(serving).toContainText("You do not serve at a temple yet.");
  await pujariPage.setViewportSize({ width: 320, height: 800 });
  await expectTextToFit(pujariPage, "/temples at 320 px");
  await expectNoAxeViolations(pujariPage);
  // By keyboard: the focused Accept answers Enter.
  const accept = invitations.getByRole("button", { name: `Accept ${temple.name}` });
  await accept.focus();
  await pujariPage.keyboard.press("Enter");
  await expect(serving.getByRole("link", { name: temple.name })).toHaveAttribute(
    "href",
    `/explore/${temple.slug}`,
  );
  await expect(serving).toContainText(`${temple.name} · you serve here`);
  await expect(invitations).toContainText("No invitations are waiting for an answer.");
  await pujariPage.goto("/profile");
  const profileCard = pujariPage.getByRole("heading", { name: "Temples" }).locator("xpath=../..");
  await expect(profileCard).toContainText(`${temple.name} · you serve here`);
  await pujariPage.context().close();

  const devotee = await createUser();
  const devoteePage = await signInOnNewPage(browser, devotee);
  await devoteePage.goto(`/explore/${temple.slug}`);
  const gurus = devoteePage.getByRole("region", { name: "Gurus and pujaris of the temple" });
  await expect(gurus.getByRole("link", { name: `${pujari.name} · Pujari` })).toHaveAttribute(
    "href",
    `/connect/${pujari.slug}`,
  );
  await devoteePage.context().close();

  await page.reload();
  await expect(associated.getByRole("listitem")).toContainText([`${pujari.name}Associated`]);
});
