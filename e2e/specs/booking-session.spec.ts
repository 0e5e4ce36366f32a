import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { signInForToken } from "../support/data-api";
import { bookOffering, freeTimesWithin } from "../support/bookings";
import { PAID_CONSULTATION } from "../support/offerings";
import { createVerifiedProvider } from "../support/providers";
import { createUser, signIn } from "../support/users";

const CONSULTATION = { ...PAID_CONSULTATION, title: "Kundali Consultation" } as const;

const MINUTE = 60_000;

test("a pujari confirms from the booking page a notification opened; the devotee sees Join 15 minutes before", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const pujari = await createVerifiedProvider("pujari", [CONSULTATION]);
  const devotee = await createUser({ roles: ["devotee"] });
  const devoteeToken = await signInForToken(devotee);
  // The next free time, so that the devotee's clock below stays near the real one.
  const [slot] = await freeTimesWithin(devoteeToken, pujari.id, 2, CONSULTATION.duration_minutes);
  const booking = await bookOffering(devoteeToken, {
    offering_id: pujari.offerings[CONSULTATION.title]!,
    starts_at: slot!,
  });

  // The pujari opens the request from the bell and answers it where it lands.
  await signIn(page, pujari.user);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: /^Notifications/ })
    .click();
  await page
    .getByRole("dialog", { name: "Notifications" })
    .getByRole("link", { name: "New booking request" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}$`));
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm this booking?" });
  await confirm.getByLabel(/Message to the devotee/).fill("Keep a diya ready");
  await expectNoAxeViolations(page, { within: "[role=dialog]" });
  await confirm.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByText("Booking confirmed", { exact: true })).toBeVisible();
  await expect(
    page.getByText(`Message from ${pujari.name}: Keep a diya ready`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Joining the session" })).toBeVisible();
  await expect(page.getByLabel("Another video link")).toBeVisible();
  await expectNoAxeViolations(page);

  // The devotee, on a 320 px phone whose clock reads 16 minutes before the start.
  const context = await browser.newContext({ viewport: { width: 320, height: 720 } });
  const phone = await context.newPage();
  const start = Date.parse(slot!);
  await phone.clock.install({ time: new Date(start - 16 * MINUTE) });
  await signIn(phone, devotee);
  await phone.goto(`/bookings/${booking.id}`);
  await expect(
    phone.getByText(/You can join from .*, 15 minutes before the start\./),
  ).toBeVisible();
  await expect(phone.getByRole("link", { name: /^Join/ })).toHaveCount(0);
  await phone.clock.runFor(MINUTE);
  const join = phone.getByRole("link", { name: "Join (opens in a new tab)" });
  await expect(join).toHaveAttribute("href", /^https:\/\/meet\.jit\.si\/BhaktiSetu-[0-9a-f]{64}$/);
  await expect(join).toHaveAttribute("target", "_blank");
  await expect(
    phone.getByText(`Message from ${pujari.name}: Keep a diya ready`, { exact: true }),
  ).toBeVisible();
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(phone);
  await context.close();
});
