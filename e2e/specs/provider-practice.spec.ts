import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { randomUUID } from "node:crypto";
import { signInForToken } from "../support/data-api";
import { expectTextToFit } from "../support/layout";
import { createVerifiedProvider, indiaDate } from "../support/providers";
import { bookOffering, freeTimesWithin } from "../support/bookings";
import { findListedOfferings, startBookingNow, verifyProvider } from "../support/practice";
import { createUser, openAuthDialog, signIn, strongPassword, uniqueEmail } from "../support/users";

const HOME_POOJA = { title: "Griha Pravesh Pooja", price: "2100", shown: "₹2,100", minutes: 120 };
const ONLINE_POOJA = {
  title: "Online Rudrabhishek",
  price: "1100.50",
  shown: "₹1,100.5",
  minutes: 60,
};

async function expectAxeClean(page: Page) {
  await expectNoAxeViolations(page);
}

/** The weekday name of an India calendar date ("2026-11-25" -> "Wednesday"). */
function weekdayOf(date: string): string {
  return new Intl.DateTimeFormat("en-IN", { weekday: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

async function addOffering(
  page: Page,
  offering: { kind: string; title: string; mode: string; price: string; minutes: number },
) {
  await page.getByRole("button", { name: "Add offering" }).click();
  const dialog = page.getByRole("dialog", { name: "Add an offering" });
  await dialog.getByLabel("Kind").selectOption({ label: offering.kind });
  await dialog.getByLabel("Title").fill(offering.title);
  await dialog.getByLabel("Where it happens").selectOption({ label: offering.mode });
  await dialog.getByLabel("Duration (minutes)").fill(String(offering.minutes));
  await dialog.getByLabel("Price (₹)").fill(offering.price);
  await dialog.getByRole("button", { name: "Add offering" }).click();
  await expect(dialog).toBeHidden();
}

function stat(page: Page, label: string) {
  const section = page.getByRole("region", { name: /^Your Statistics/ });
  return section
    .getByRole("term")
    .filter({ hasText: label })
    .locator("xpath=..")
    .getByRole("definition");
}

test("a new pujari sets up their practice and answers a devotee's requests", async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = randomUUID().slice(0, 8);
  const name = `Pandit Mohan ${suffix}`;
  const slug = `pandit-mohan-${suffix}`;

  // Sign up as a pujari.
  const signUp = await openAuthDialog(page);
  await signUp.getByRole("tab", { name: "Sign Up" }).click();
  await signUp.getByLabel("Full name").fill(name);
  await signUp.getByLabel("Email").fill(uniqueEmail("pujari"));
  await signUp.getByLabel("Password", { exact: true }).fill(strongPassword());
  await signUp.getByRole("radio", { name: "Pujari / Pandit" }).check();
  await signUp.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/spiritual-dashboard$/);
  // No bookings yet: sample figures labelled as an example, and the first step.
  await expect(
    page.getByRole("region", { name: "Your Statistics (example figures)" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Complete your profile" }).click();

  // Profile: a taken address is shown on the field; then submitted for verification.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel("Display name")).toHaveValue(name);
  await page.getByLabel(/^Public address/).fill("pandit-shivendra-mishra");
  await page.getByLabel("About you").fill("Vedic rituals for families, in Hindi and Sanskrit.");
  await page.getByLabel(/^Specialisations/).fill("Griha Pravesh, Rudrabhishek");
  await page.getByLabel(/^Languages/).fill("Hindi, Sanskrit");
  await page.getByLabel("City").fill("Pune");
  await page.getByLabel(/^Service area/).fill("Pune and Pimpri-Chinchwad");
  await page.getByLabel("Years of experience").fill("12");
  await page.getByLabel(/^UPI ID/).fill("mohan@upi");
  await page.getByRole("button", { name: "Create profile" }).click();
  await expect(
    page.getByText('Another profile already uses "pandit-shivendra-mishra"'),
  ).toBeVisible();
  await page.getByLabel(/^Public address/).fill(slug);
  await expect(page.getByRole("region", { name: /how devotees see you/ })).toContainText(
    "12 years of experience",
  );
  await page.getByRole("button", { name: "Create profile" }).click();
  // Verification is its own step: documents sent from the panel the saved profile shows.
  await expect(page.getByRole("region", { name: "Submit for verification" })).toBeVisible();
  await expectAxeClean(page);

  // The operator verifies the profile.
  await verifyProvider(slug);
  await page.reload();
  await expect(page.getByText(/Devotees can find and book you/)).toBeVisible();

  // Two offerings with prices.
  await page.goto("/services");
  await expect(page.getByText(/No services yet/)).toBeVisible();
  await addOffering(page, {
    kind: "Home pooja",
    title: HOME_POOJA.title,
    mode: "In person: at the devotee's home or a temple",
    price: HOME_POOJA.price,
    minutes: HOME_POOJA.minutes,
  });
  await addOffering(page, {
    kind: "Online pooja",
    title: ONLINE_POOJA.title,
    mode: "Online (video call)",
    price: ONLINE_POOJA.price,
    minutes: ONLINE_POOJA.minutes,
  });
  await expect(page.getByText(HOME_POOJA.shown, { exact: true })).toBeVisible();
  await expect(page.getByText(ONLINE_POOJA.shown, { exact: true })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Kinds of service" })
    .getByRole("link", { name: "Online poojas" })
    .click();
  await expect(page).toHaveURL(/\/online-poojas$/);
  await expect(page.getByText(ONLINE_POOJA.title)).toBeVisible();
  await expect(page.getByText(HOME_POOJA.title)).toHaveCount(0);
  await expectAxeClean(page);

  // Weekly hours on the next two days (India), a break on the first, and the second taken off.
  const tomorrow = indiaDate(1);
  const dayAfter = indiaDate(2);
  await page.goto("/availability");
  await expect(page.getByText(/Devotees cannot book you yet/)).toBeVisible();
  const hours = [
    [tomorrow, "06:00", "12:00"],
    [tomorrow, "13:00", "21:00"],
    [dayAfter, "06:00", "21:00"],
  ] as const;
  for (const [index, [date, from, until]] of hours.entries()) {
    await page.getByLabel("Day", { exact: true }).selectOption({ label: weekdayOf(date) });
    await page.getByLabel("From").fill(from);
    await page.getByLabel("Until").fill(until);
    const add = page.getByRole("button", { name: "Add hours" });
    await add.click();
    // Each addition lands (and the form settles on it) before the next one is typed.
    await expect(page.getByRole("button", { name: /^Remove \w+day / })).toHaveCount(index + 1);
    await expect(add).toBeEnabled();
  }
  await expect(
    page.getByRole("button", { name: new RegExp(`^Remove ${weekdayOf(tomorrow)}`) }),
  ).toHaveCount(2);
  await page.getByLabel("Day off").fill(dayAfter);
  await page.getByLabel(/^Reason/).fill("Family wedding");
  await page.getByRole("button", { name: "Add day off" }).click();
  await expect(page.getByText("Family wedding")).toBeVisible();
  await expect(page.getByText("Day off", { exact: true }).last()).toBeVisible();
  await expectAxeClean(page);

  // A devotee (their own session, through the data API as /book does) sees only the open day and
  // asks for two slots.
  const devotee = await createUser({ roles: ["devotee"], fullName: `Asha Verma ${suffix}` });
  const token = await signInForToken(devotee);
  const listed = await findListedOfferings(token, slug);
  const slots = await freeTimesWithin(token, listed.providerId, 3);
  const days = new Set(
    slots.map((slot) =>
      new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(slot)),
    ),
  );
  expect([...days]).toEqual([tomorrow]);
  const home = await bookOffering(token, {
    offering_id: listed.offerings[HOME_POOJA.title]!,
    starts_at: new Date(`${tomorrow}T07:00:00+05:30`).toISOString(),
    sankalp_name: "Asha Verma",
    gotra: "Kashyap",
    contact_phone: "+91 98765 43210",
    address: "14 Koregaon Park, Pune",
  });
  await bookOffering(token, {
    offering_id: listed.offerings[ONLINE_POOJA.title]!,
    starts_at: new Date(`${tomorrow}T15:00:00+05:30`).toISOString(),
  });

  // The requests arrive; confirm one, decline the other with a reason.
  await page.goto("/bookings");
  await expect(page.getByRole("tab", { name: "Requested (2)" })).toBeVisible();
  await expect(page.getByText("14 Koregaon Park, Pune")).toBeVisible();
  await expect(
    page.locator("dt", { hasText: "Gotra" }).locator("xpath=following-sibling::dd[1]"),
  ).toHaveText("Kashyap");
  await expectAxeClean(page);
  await page.getByRole("button", { name: `Confirm: ${HOME_POOJA.title}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("tab", { name: "Upcoming (1)" })).toBeVisible();
  await page.getByRole("button", { name: `Decline: ${ONLINE_POOJA.title}` }).click();
  const decline = page.getByRole("dialog");
  await decline.getByRole("button", { name: "Decline booking" }).click();
  await expect(decline.getByRole("alert")).toHaveText("Write a reason the devotee will read");
  await decline.getByLabel("Reason").fill("I am away at a yagna that afternoon");
  await decline.getByRole("button", { name: "Decline booking" }).click();
  await expect(page.getByRole("tab", { name: "Requested (0)" })).toBeVisible();
  await expect(page.getByText(/No requests waiting/)).toBeVisible();

  // The dashboard counts the confirmed booking, not the declined one.
  await page.goto("/spiritual-dashboard");
  await expect(page.getByRole("region", { name: "Your Statistics" })).toBeVisible();
  await expect(stat(page, "Total Bookings")).toHaveText("1");
  await expect(stat(page, "Completed")).toHaveText("0");
  await expect(stat(page, "This Month")).toHaveText("₹0");

  // Time passes: the confirmed pooja starts; the pujari marks it completed.
  await startBookingNow(home.id, HOME_POOJA.minutes);
  await page.goto("/bookings?tab=upcoming");
  await page.getByRole("button", { name: `Mark completed: ${HOME_POOJA.title}` }).click();
  await expect(page.getByRole("tab", { name: "Past (2)" })).toBeVisible();
  await page.getByRole("tab", { name: "Past (2)" }).click();
  await expect(page.getByText("I am away at a yagna that afternoon")).toBeVisible();

  // Completed but not yet paid: the month's figure counts money received only.
  await page.goto("/spiritual-dashboard");
  await expect(stat(page, "Completed")).toHaveText("1");
  await expect(stat(page, "This Month")).toHaveText("₹0");

  // The devotee pays in cash after the pooja; the pujari records it on the booking.
  await page.goto(`/bookings/${home.id}`);
  const payment = page.getByRole("region", { name: "Payment" });
  await expect(payment).toContainText(`Record how the devotee paid ${HOME_POOJA.shown}`);
  await payment.getByRole("button", { name: "Paid in cash" }).click();
  await expect(payment).toContainText(`Paid ${HOME_POOJA.shown} by cash`);
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText("Payment");

  await page.goto("/spiritual-dashboard");
  await expect(stat(page, "This Month")).toHaveText(HOME_POOJA.shown);
  await expect(stat(page, "Today")).toHaveText("1");
  const schedule = page.getByRole("heading", { name: "Today's Schedule" }).locator("xpath=../..");
  await expect(schedule.getByText(HOME_POOJA.title)).toBeVisible();
  await expect(schedule.getByText(devotee.fullName)).toBeVisible();
  await expectAxeClean(page);
});

test("the practice pages fit 320 px, and an offering is added by keyboard alone", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const pujari = await createVerifiedProvider("pujari", [
    {
      kind: "home_pooja",
      title: "Satyanarayan Katha at home with family members and neighbours",
      mode: "offline",
      duration_minutes: 120,
      price_paise: 210000,
    },
  ]);
  await page.setViewportSize({ width: 320, height: 800 });
  await signIn(page, pujari.user);
  for (const [path, ready] of [
    ["/spiritual-dashboard", "Today's Schedule"],
    ["/profile", "Preview: how devotees see you"],
    ["/services", "Satyanarayan Katha at home with family members and neighbours"],
    ["/availability", "The next two weeks"],
    ["/bookings", "No requests waiting"],
    ["/earnings", "No completed bookings yet"],
    ["/clients", "No clients yet"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    await expectTextToFit(page, `${path} at 320 px`);
  }

  // Keyboard only: Tab to Add offering, fill the dialog with Tab and typing, submit with Enter.
  await page.goto("/services");
  const add = page.getByRole("button", { name: "Add offering" });
  for (let presses = 0; presses < 40; presses += 1) {
    if (await add.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(add).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add an offering" });
  await expect(dialog.getByLabel("Kind")).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.type("Evening Aarti");
  for (const field of ["Description", "Where it happens", "Duration (minutes)", "Price (₹)"]) {
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel(field)).toBeFocused();
  }
  await page.keyboard.type("501");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Evening Aarti")).toBeVisible();
  await expect(page.getByText("₹501", { exact: true })).toBeVisible();
});

test("weekly hours for the whole week take one action: the same hours every day, or a day copied", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const pujari = await createVerifiedProvider("pujari", []);
  await page.setViewportSize({ width: 320, height: 800 });
  await signIn(page, pujari.user);
  await page.goto("/availability");
  const removes = page.getByRole("button", { name: /^Remove \w+day / });
  await expect(removes).toHaveCount(7);

  // Evenings after the day's hours, on all seven days at once.
  await page.getByRole("checkbox", { name: "Same hours every day" }).check();
  await expect(page.getByLabel("Day", { exact: true })).toHaveCount(0);
  await page.getByLabel("From").fill("22:00");
  await page.getByLabel("Until").fill("23:00");
  await page.getByRole("button", { name: "Add hours" }).click();
  await expect(removes).toHaveCount(14);
  // (Axe checks this page, Copy buttons and all, in the first test.)
  await expectTextToFit(page, "/availability at 320 px");

  // An early hour on Monday, copied: the other days gain it, their own hours left as they are.
  await page.getByRole("checkbox", { name: "Same hours every day" }).uncheck();
  await page.getByLabel("Day", { exact: true }).selectOption({ label: "Monday" });
  await page.getByLabel("From").fill("05:00");
  await page.getByLabel("Until").fill("06:00");
  await page.getByRole("button", { name: "Add hours" }).click();
  await expect(removes).toHaveCount(15);
  await page.getByRole("button", { name: "Copy to other days: Monday's hours" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Monday's hours are copied" }),
  ).toBeVisible();
  await expect(removes).toHaveCount(21, { timeout: 20_000 });
});
