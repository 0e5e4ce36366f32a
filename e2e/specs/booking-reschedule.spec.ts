import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { callRest, signInForToken } from "../support/data-api";
import { bookFreeTime } from "../support/bookings";
import { FREE_CONSULTATION as CONSULTATION } from "../support/offerings";
import { createVerifiedProvider, indiaDate, respondToBooking } from "../support/providers";
import { mailTo } from "../support/outbox";
import { createUser, signIn } from "../support/users";

const HOUR = 3_600_000;

/**
 * The booking's queued reminders (the worker's queue, read as the service role; the data API
 * filters no JSON paths, so the booking is picked out here).
 */
async function reminderTimes(bookingId: string): Promise<number[]> {
  const jobs = await callRest<{ run_at: string; payload: { booking_id: string } }[]>(
    "GET",
    "/rest/v1/jobs?select=run_at,payload&kind=eq.booking.reminder&status=eq.queued&order=run_at",
  );
  const times = jobs.filter((job) => job.payload.booking_id === bookingId);
  return [...new Set(times.map((job) => Date.parse(job.run_at)))];
}

test("a devotee moves a confirmed booking to another free time: the reminders move, the pujari hears, and cancelling drops them", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const pujari = await createVerifiedProvider("pujari", [CONSULTATION]);
  const devotee = await createUser({ roles: ["devotee"] });
  const token = await signInForToken(devotee);
  const booking = await bookFreeTime(token, pujari, CONSULTATION);
  await respondToBooking(await signInForToken(pujari.user), booking.id, true);
  const first = Date.parse(booking.startsAt);
  await expect.poll(() => reminderTimes(booking.id)).toEqual([first - 24 * HOUR, first - HOUR]);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, devotee);
  await page.goto(`/bookings/${booking.id}`);
  await expect(page.getByRole("heading", { name: "When" })).toBeVisible();

  // Add to calendar saves one event under the booking's own UID.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Add to calendar" }).click(),
  ]);
  const file = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  });
  expect(file).toContain(`UID:booking-${booking.id}@bhakti-setu`);
  expect(download.suggestedFilename()).toBe("Muhurat-Consultation.ics");

  await page.getByRole("button", { name: "Change time" }).click();
  await page.getByLabel("Date").fill(indiaDate(3));
  const times = page.getByRole("group", { name: "Free times" }).getByRole("radio");
  await expect(times.nth(3)).toBeAttached();
  const chosen = times.nth(3);
  const moveTo = (await chosen.getAttribute("value"))!;
  await chosen.locator("..").click();
  await expect(chosen).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Move booking" }).click();
  await expect(page.getByText("The booking has moved.", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Moved to /)).toBeVisible();
  const moved = Date.parse(moveTo);
  await expect.poll(() => reminderTimes(booking.id)).toEqual([moved - 24 * HOUR, moved - HOUR]);
  await expect
    .poll(async () => (await mailTo(pujari.user.email)).map((mail) => mail.subject))
    .toContain(`Booking moved: ${CONSULTATION.title}`);

  await page.getByRole("button", { name: "Cancel booking" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel" }).click();
  await expect(page.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
  await expect.poll(() => reminderTimes(booking.id)).toEqual([]);
});
