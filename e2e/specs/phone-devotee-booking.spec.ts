// A devotee who signed up by mobile number, with no e-mail, books an online pooja held in a
// private room, pays, and hears every step by SMS (from the development outbox, or held in the
// queue until 08:00 IST when the step falls in India's quiet hours).
import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { callRest, signInForToken } from "../support/data-api";
import { mailTo } from "../support/outbox";
import { freeTimes } from "../support/bookings";
import { ROOT_POOJA } from "../support/offerings";
import { createVerifiedProvider, respondToBooking } from "../support/providers";
import { openAuthDialog, uniqueIndianMobile } from "../support/users";

const MINUTE = 60_000;

/** What was texted to `phone`: sent (the outbox) or waiting out quiet hours (the jobs queue). */
async function textsTo(phone: string): Promise<string[]> {
  const queued = await callRest<{ payload: { to: string; text: string; channel: string } }[]>(
    "GET",
    "/rest/v1/jobs?select=payload&kind=eq.message.phone&status=eq.queued",
  );
  return [
    ...(await mailTo(phone)).map((message) => message.body),
    ...queued.filter((job) => job.payload.to === phone).map((job) => job.payload.text),
  ];
}

async function signUpByPhone(page: Page, mobile: string) {
  const dialog = await openAuthDialog(page);
  await dialog.getByRole("tab", { name: "Sign Up" }).click();
  await dialog.getByRole("button", { name: "Mobile number" }).click();
  await dialog.getByLabel("Full name").fill("Savitri Devi");
  await dialog.getByLabel("Mobile number").fill(mobile);
  await dialog.getByRole("radio", { name: /^Devotee/ }).check();
  await dialog.getByRole("button", { name: "Send code" }).click();
  let code: string | undefined;
  await expect
    .poll(async () => (code = /\d{6}/.exec((await mailTo(`91${mobile}`))[0]?.body ?? "")?.[0]))
    .toBeDefined();
  await dialog.getByLabel("6-digit code").fill(code!);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/devotee-dashboard$/);
}

test("a devotee who signed up by phone books a pooja in its own room, pays, joins 15 minutes before, and has each step's SMS", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const pooja = { ...ROOT_POOJA, title: `Rudrabhishek ${randomUUID().slice(0, 6)}` };
  const pujari = await createVerifiedProvider("pujari", [pooja]);
  const pujariToken = await signInForToken(pujari.user);
  const [slot] = await freeTimes(
    pujariToken,
    pujari.id,
    pooja.duration_minutes,
    new Date(Date.now() + 30 * MINUTE),
    new Date(Date.now() + 2 * 86_400_000),
  );
  const mobile = uniqueIndianMobile();
  const phone = `+91${mobile}`;

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signUpByPhone(page, mobile);

  // She books the time from the offering's page.
  await page.goto(`/book/${pujari.offerings[pooja.title]}?start=${encodeURIComponent(slot!)}`);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
  const bookingId = page.url().split("/").pop()!;

  // The pujari confirms; she pays through the checkout.
  await respondToBooking(pujariToken, bookingId, true);
  await page.reload();
  const payment = page.getByRole("region", { name: "Payment" });
  await payment.getByRole("button", { name: "Pay ₹1,100" }).click();
  await expect(page).toHaveURL(/\/functions\/v1\/payments\/test\/checkout\//);
  await page.getByRole("button", { name: "Pay successfully" }).click();
  await expect(payment).toContainText(/Paid ₹1,100 by test checkout on/);
  await expectNoAxeViolations(page);

  // Each step reached her phone: the confirmation with her private room, and the payment.
  await expect
    .poll(() => textsTo(phone), { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^Bhakti Setu: your booking of ${pooja.title}, .* is confirmed\\. Join here: https://meet\\.jit\\.si/BhaktiSetu-[0-9a-f]{64} .*/bookings/${bookingId}$`,
          ),
        ),
        expect.stringMatching(new RegExp(`^Bhakti Setu: ₹1,100 received for ${pooja.title}, `)),
      ]),
    );

  // With her phone's clock 16 minutes before the start, Join appears a minute later.
  const state = await context.storageState();
  await context.close();
  const later = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: state,
  });
  const phonePage = await later.newPage();
  const start = Date.parse(slot!);
  await phonePage.clock.install({ time: new Date(start - 16 * MINUTE) });
  await phonePage.goto(`/bookings/${bookingId}`);
  await expect(
    phonePage.getByText(/You can join from .*, 15 minutes before the start\./),
  ).toBeVisible();
  await expect(phonePage.getByRole("link", { name: /^Join/ })).toHaveCount(0);
  await phonePage.clock.runFor(MINUTE);
  await expect(phonePage.getByRole("link", { name: "Join (opens in a new tab)" })).toHaveAttribute(
    "href",
    /^https:\/\/meet\.jit\.si\/BhaktiSetu-[0-9a-f]{64}$/,
  );
  await later.close();
});
