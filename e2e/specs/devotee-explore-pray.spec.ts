import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { tabUntilFocused } from "../support/keyboard";
import { expectTextToFit } from "../support/layout";
import {
  createSevaProgram,
  createTempleEvent,
  createVerifiedTemple,
  laterTodayInIndia,
  registerForEvent,
} from "../support/temples";
import { createUser, signInNewUser } from "../support/users";

/** The list item holding the card titled `title`. */
function card(page: Page, title: string): Locator {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
}

test.use({ viewport: { width: 320, height: 720 } });

test("a new devotee finds a verified temple, registers for its event and pledges to its seva, at 320 px and by keyboard", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const temple = await createVerifiedTemple();
  const festival = `Shravan Utsav ${temple.slug}`;
  const fullEvent = `Bhasma Aarti Darshan ${temple.slug}`;
  const seva = `Annadaan Seva ${temple.slug}`;
  await createTempleEvent(temple.id, festival, { capacity: 4 });
  const fullEventId = await createTempleEvent(temple.id, fullEvent, {
    startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    capacity: 1,
  });
  const todayEvent = `Sandhya Aarti ${temple.slug}`;
  await createTempleEvent(temple.id, todayEvent, { startsAt: laterTodayInIndia() });
  await registerForEvent(fullEventId, (await createUser()).id);
  await createSevaProgram(temple.id, seva, 10_000_000);
  await signInNewUser(page, { roles: ["devotee"] });
  const todaysActivities = page
    .getByRole("heading", { name: "Today's Activities" })
    .locator("xpath=../..");
  await expect(todaysActivities.getByText("Example")).toBeVisible();

  // Explore: search by deity with the keyboard; the verified temple comes up with its timings.
  await page.goto("/explore");
  await expect(page.getByRole("heading", { level: 1, name: "Explore temples" })).toBeVisible();
  const deity = page.getByLabel("Deity");
  await tabUntilFocused(page, deity);
  await page.keyboard.type(temple.deity);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/deity=/);
  const templeCard = card(page, temple.name);
  await expect(templeCard).toHaveCount(1);
  await expect(templeCard).toContainText("Ujjain, Madhya Pradesh");
  await expect(templeCard).toContainText("4:00 AM – 11:00 PM");
  await expectTextToFit(page, "/explore");
  await expectNoAxeViolations(page);

  // The temple's page: profile, timings, its events and seva, Follow.
  const templeLink = templeCard.getByRole("link", { name: temple.name });
  await tabUntilFocused(page, templeLink);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/explore/${temple.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: temple.name })).toBeVisible();
  await expect(page.getByText("0 followers")).toBeVisible();
  const follow = page.getByRole("button", { name: `Follow ${temple.name}` });
  // Busy (disabled) until the page knows whether the devotee already follows.
  await expect(follow).toBeEnabled();
  await follow.press("Enter");
  await expect(page.getByRole("button", { name: `Unfollow ${temple.name}` })).toBeVisible();
  await expect(page.getByText("1 follower", { exact: false })).toBeVisible();

  // Register for the festival: the count rises; the full event says so and offers no button.
  const festivalCard = card(page, festival);
  await expect(festivalCard).toContainText("0 registered of 4 places");
  const register = festivalCard.getByRole("button", { name: `Register: ${festival}` });
  await tabUntilFocused(page, register, 60);
  await page.keyboard.press("Enter");
  await expect(festivalCard).toContainText("1 registered of 4 places");
  await expect(festivalCard).toContainText("You are registered.");
  await expect(
    festivalCard.getByRole("button", { name: `Cancel registration: ${festival}` }),
  ).toBeVisible();
  await card(page, todayEvent)
    .getByRole("button", { name: `Register: ${todayEvent}` })
    .click();
  await expect(card(page, todayEvent)).toContainText("You are registered.");
  const fullCard = card(page, fullEvent);
  await expect(fullCard).toContainText("This event is full. Choose another event.");
  await expect(fullCard.getByText("Full", { exact: true })).toBeVisible();
  await expect(fullCard.getByRole("button")).toHaveCount(0);
  await expect(card(page, seva)).toContainText("₹0 raised of ₹1,00,000");
  await expectTextToFit(page, "/explore/:slug");
  await expectNoAxeViolations(page);

  // Pray: pledge ₹1,001 with a PAN; it is recorded, ready to pay, and nothing is charged yet.
  await page.goto("/pray");
  await expect(page.getByText("You have no pledges yet.", { exact: false })).toBeVisible();
  const pledge = card(page, seva).getByRole("button", { name: `Pledge to ${seva}` });
  await tabUntilFocused(page, pledge, 80);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Pledge to ${seva}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "₹1,001" }).press("Enter");
  await expect(dialog.getByRole("button", { name: "₹1,001" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await dialog.getByLabel("PAN (optional)").fill("abcd1234f");
  await dialog.getByRole("button", { name: "Record my pledge" }).press("Enter");
  await expect(dialog.getByText("A PAN is five letters, four digits and a letter")).toBeVisible();
  await dialog.getByLabel("PAN (optional)").fill("abcde1234f");
  await dialog.getByLabel("Dedication (optional)").fill("For my parents");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Record my pledge" }).press("Enter");
  await expect(dialog.getByRole("status")).toHaveText(
    "Your donation of ₹1,001 is ready to pay. Nothing has been charged yet.",
  );
  await expect(dialog.getByRole("button", { name: "Pay ₹1,001" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const myPledges = page.getByRole("region", { name: "My pledges" });
  await expect(myPledges).toContainText(`₹1,001 to ${seva}`);
  await expect(myPledges).toContainText("Awaiting payment");
  await expect(myPledges).toContainText("For my parents");
  await expectTextToFit(page, "/pray");
  await expectNoAxeViolations(page);

  // The dashboard's Today's Activities now lists today's registration instead of the example.
  await page.goto("/devotee-dashboard");
  await expect(todaysActivities).toContainText(todayEvent);
  await expect(todaysActivities).toContainText(temple.name);
  await expect(todaysActivities.getByText("Example")).toHaveCount(0);
  await expectTextToFit(page, "/devotee-dashboard");
});
