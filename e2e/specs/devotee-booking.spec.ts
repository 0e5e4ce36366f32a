import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { signInForToken } from "../support/data-api";
import { createVerifiedProvider, indiaDate, respondToBooking } from "../support/providers";
import { tabUntilFocused } from "../support/keyboard";
import { expectTextToFit } from "../support/layout";
import { ROOT_POOJA } from "../support/offerings";
import { mailTo } from "../support/outbox";
import { createUser, signIn, signInNewUser } from "../support/users";

/** On /book/:offeringId: picks tomorrow (India), the free time at `index`, and returns its label. */
async function chooseSlot(page: Page, index = 0): Promise<string> {
  await page.getByLabel("Date").fill(indiaDate(1));
  const slots = page.getByRole("group", { name: "Free times" }).getByRole("radio");
  await expect(slots.first()).toBeAttached();
  const slot = slots.nth(index);
  const label = slot.locator("..");
  await label.click();
  await expect(slot).toBeChecked();
  return (await label.textContent()) ?? "";
}

test("a devotee finds a verified pujari, books, sees it confirmed, cancels another and follows a guru", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const pujari = await createVerifiedProvider("pujari", [ROOT_POOJA]);
  const guru = await createVerifiedProvider("guru", [
    {
      kind: "katha",
      title: "Gita Katha",
      mode: "online",
      duration_minutes: 90,
      price_paise: 210000,
    },
  ]);
  const devotee = await signInNewUser(page, { roles: ["devotee"] });
  await expect(page.getByRole("link", { name: "Book your first pooja" })).toBeVisible();

  // Connect: search by name, find the card with its badge and lowest price.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Connect" })
    .click();
  await expect(page).toHaveURL(/\/connect$/);
  await page.getByLabel("Name").fill(pujari.name);
  await page.getByLabel("Offers").selectOption("online_pooja");
  await page.getByLabel("Language").fill("hindi");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/kind=online_pooja/);
  const card = page.getByRole("listitem").filter({ hasText: pujari.name });
  await expect(card.getByText("Verified")).toBeVisible();
  await expect(card).toContainText("₹1,100");
  await expect(card).toContainText("Hindi, Sanskrit");
  await expectNoAxeViolations(page);

  // The pujari's page: offerings, next free times, reviews.
  await card.getByRole("link", { name: pujari.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: pujari.name })).toBeVisible();
  await expect(page.getByText("Online pooja · Online · 1 hr")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Next available times" })).toBeVisible();
  await expect(page.getByText("No reviews yet.", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  // Book: a free time tomorrow, sankalp details, the price, confirm.
  await page.getByRole("link", { name: `Book ${ROOT_POOJA.title}` }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Book ${ROOT_POOJA.title}` }),
  ).toBeVisible();
  await chooseSlot(page);
  await page.getByLabel("Name for the sankalp").fill("Meera Sharma");
  await page.getByLabel("Gotra").fill("Kashyap");
  await page.getByLabel("Nakshatra").fill("Rohini");
  await expect(page.getByRole("region", { name: "Review" })).toContainText("₹1,100");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
  const bookingId = page.url().split("/").pop()!;
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(timeline.getByRole("listitem").first()).toContainText("Requested");
  await expect(
    page.locator("dt", { hasText: "Gotra" }).locator("xpath=following-sibling::dd[1]"),
  ).toHaveText("Kashyap");
  await expect(
    page.locator("dt", { hasText: "Nakshatra" }).locator("xpath=following-sibling::dd[1]"),
  ).toHaveText("Rohini");

  // The pujari confirms; the devotee sees it on the timeline.
  await respondToBooking(await signInForToken(pujari.user), bookingId, true);
  await page.reload();
  await expect(timeline.getByRole("listitem").nth(1)).toContainText("Confirmed");
  await expect(page.getByText("Confirmed", { exact: true }).first()).toBeVisible();
  // The background worker e-mails the devotee, with a link to this page.
  await expect
    .poll(async () => (await mailTo(devotee.email)).map((mail) => mail.subject), {
      timeout: 20_000,
    })
    .toContain(`Confirmed: ${ROOT_POOJA.title}`);
  const confirmation = (await mailTo(devotee.email)).find((mail) =>
    mail.subject.startsWith("Confirmed"),
  );
  expect(confirmation?.body).toContain(`/bookings/${bookingId}`);
  await expectNoAxeViolations(page);

  // A second booking, cancelled: the dialog says what is refunded before confirming.
  await page.goto(`/book/${pujari.offerings[ROOT_POOJA.title]}`);
  await chooseSlot(page, 4);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
  await expect(dialog).toContainText("Refunded to you₹1,100");
  await dialog.getByLabel(/Reason/).fill("Travelling that day");
  await dialog.getByRole("button", { name: "Yes, cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(timeline.getByRole("listitem").nth(1)).toContainText("Cancelled");
  await expect(timeline).toContainText("Reason: Travelling that day");
  await expect(page.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);

  // My bookings lists both.
  await page.getByRole("link", { name: "← Bookings" }).click();
  await expect(page.getByRole("link", { name: ROOT_POOJA.title })).toHaveCount(2);

  // Follow a guru.
  await page.goto(`/connect/${guru.slug}`);
  await page.getByRole("button", { name: `Follow ${guru.name}` }).click();
  await expect(page.getByRole("button", { name: `Unfollow ${guru.name}` })).toBeVisible();
  await expect(page.getByText("1 followers")).toBeVisible();

  // The dashboard shows the devotee's own bookings now.
  await page.goto("/devotee-dashboard");
  await expect(page.getByRole("link", { name: ROOT_POOJA.title }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Book your first pooja" })).toHaveCount(0);
});

test("two devotees race for one slot: one gets it, the other a clear message and fresh times", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const pujari = await createVerifiedProvider("pujari", [ROOT_POOJA]);
  const offeringPath = `/book/${pujari.offerings[ROOT_POOJA.title]}`;
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [first, second] = await Promise.all(
    contexts.map(async (context) => {
      const page = await context.newPage();
      await signIn(page, await createUser({ roles: ["devotee"] }));
      await page.goto(offeringPath);
      return page;
    }),
  );
  const slotLabel = await chooseSlot(first!);
  expect(await chooseSlot(second!)).toBe(slotLabel);

  await first!.getByRole("button", { name: "Confirm booking" }).click();
  await expect(first!).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);

  await second!.getByRole("button", { name: "Confirm booking" }).click();
  await expect(second!.getByRole("alert")).toContainText("Someone else has just booked this time");
  await expect(second!).toHaveURL(new RegExp(`${offeringPath}$`));
  const times = second!.getByRole("group", { name: "Free times" });
  await expect(times.getByRole("radio").first()).toBeAttached();
  await expect(times.getByText(slotLabel, { exact: true })).toHaveCount(0);
  await expect(times.getByRole("radio", { checked: true })).toHaveCount(0);
  await Promise.all(contexts.map((context) => context.close()));
});

test("the pages fit 320 px, and a slot is booked by keyboard alone", async ({ page }) => {
  test.setTimeout(60_000);
  const pujari = await createVerifiedProvider("pujari", [ROOT_POOJA]);
  const offeringPath = `/book/${pujari.offerings[ROOT_POOJA.title]}`;
  await page.setViewportSize({ width: 320, height: 800 });
  await signIn(page, await createUser({ roles: ["devotee"] }));

  await page.goto(`/connect?q=${encodeURIComponent(pujari.name)}`);
  await expect(page.getByRole("link", { name: pujari.name })).toBeVisible();
  // On a phone the filters fold behind a button saying how many are active; results come first.
  const filtersButton = page.getByRole("button", { name: "Filters (1 active)" });
  const filters = page.getByRole("search", { name: "Find gurus and pujaris" });
  await expect(filtersButton).toHaveAttribute("aria-expanded", "false");
  await expect(filters).toBeHidden();
  await filtersButton.click();
  await expect(filters.getByLabel("Name")).toHaveValue(pujari.name);
  await expectTextToFit(page, "/connect at 320 px");
  await page.goto(`/connect/${pujari.slug}`);
  await expect(page.getByRole("heading", { name: "Next available times" })).toBeVisible();
  await expectTextToFit(page, "/connect/:slug at 320 px");
  await page.goto("/bookings");
  await expect(page.getByRole("link", { name: "Book your first pooja" })).toBeVisible();
  await expectTextToFit(page, "/bookings at 320 px");

  await page.goto(offeringPath);
  await page.getByLabel("Date").fill(indiaDate(1));
  const times = page.getByRole("group", { name: "Free times" });
  await expect(times.getByRole("radio").first()).toBeAttached();
  // A compact grid: several times share a row at 320 px.
  const [first, second] = [times.getByRole("radio").nth(0), times.getByRole("radio").nth(1)];
  const firstBox = await first.locator("..").boundingBox();
  const secondBox = await second.locator("..").boundingBox();
  expect(firstBox && secondBox && Math.abs(firstBox.y - secondBox.y) < 2).toBe(true);
  await expectTextToFit(page, "/book/:offeringId at 320 px");
  // Tab from the date (through its day, month and year fields) into the times, arrow to the
  // second, then Tab on to Confirm and press Enter.
  await page.getByLabel("Date").focus();
  await tabUntilFocused(page, times.getByRole("radio").first(), 15);
  await page.keyboard.press("ArrowRight");
  await expect(times.getByRole("radio").nth(1)).toBeChecked();
  const confirm = page.getByRole("button", { name: "Confirm booking" });
  await tabUntilFocused(page, confirm, 15);
  await expect(confirm).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
  await expectTextToFit(page, "/bookings/:id at 320 px");
});
