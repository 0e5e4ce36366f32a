import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { expectTextToFit } from "../support/layout";
import { startBookingNow } from "../support/practice";
import { indiaDate } from "../support/providers";
import { createVerifiedTemple } from "../support/temples";
import { createUser, signIn, signInOnNewPage } from "../support/users";

test("a temple publishes a pooja; a devotee books it with gotra and sankalp; the temple confirms it and shares the recording", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const temple = await createVerifiedTemple();
  const pooja = `Rudrabhishek ${temple.slug}`;

  // The admin publishes a pooja performed every day at 7 in the morning.
  await signIn(page, temple.admin);
  await page.goto("/temple-admin/poojas");
  await expect(page.getByText("No poojas yet.")).toBeVisible();
  await page.getByRole("button", { name: "Add pooja" }).click();
  const form = page.getByRole("dialog", { name: "Add a pooja" });
  await form.getByLabel("Pooja", { exact: true }).fill(pooja);
  await form.getByLabel("Price (₹)").fill("1100");
  await form.getByLabel("Duration in minutes").fill("45");
  await form.getByLabel("Time (IST)").fill("07:00");
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Add pooja" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole("listitem").filter({ hasText: pooja })).toContainText(
    "₹1,100 · Daily at 7:00 am IST",
  );
  await expectTextToFit(page, "/temple-admin/poojas");

  // A devotee books it from the temple's page, for tomorrow's performance.
  const devotee = await createUser({ fullName: "Meera Iyer" });
  const devoteePage = await signInOnNewPage(browser, devotee);
  await devoteePage.goto(`/explore/${temple.slug}`);
  await devoteePage.getByRole("link", { name: `Book ${pooja}` }).click();
  await devoteePage.getByLabel("Date").fill(indiaDate(1));
  const times = devoteePage.getByRole("group", { name: "Free times" }).getByRole("radio");
  await expect(times).toHaveCount(1);
  await times.first().locator("..").click();
  await expect(times.first().locator("..")).toContainText("7:00");
  await devoteePage.getByLabel("Name for the sankalp").fill("Meera Iyer");
  await devoteePage.getByLabel("Gotra").fill("Kashyap");
  await devoteePage.getByRole("button", { name: "Confirm booking" }).click();
  await expect(devoteePage).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
  const bookingUrl = devoteePage.url();
  const bookingId = bookingUrl.split("/").pop()!;
  await expect(devoteePage.getByRole("link", { name: temple.name })).toBeVisible();

  // The temple confirms; after the performance it marks it done with the recording.
  await page.reload();
  const booking = page.getByRole("listitem").filter({ hasText: "Meera Iyer" });
  await expect(
    booking.locator("dt", { hasText: "Gotra" }).locator("xpath=following-sibling::dd[1]"),
  ).toHaveText("Kashyap");
  await booking.getByRole("button", { name: `Confirm ${pooja} for Meera Iyer` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
  await expect(booking).toContainText("Confirmed");
  await expect(booking).toContainText("Mark it performed once it has taken place.");

  await startBookingNow(bookingId, 45);
  await page.reload();
  await booking.getByRole("button", { name: `Mark performed ${pooja} for Meera Iyer` }).click();
  const done = page.getByRole("dialog", { name: `Mark ${pooja} performed?` });
  await done.getByLabel("Link to the recording (optional)").fill("http://youtu.be/rudra");
  await done.getByRole("button", { name: "Mark performed" }).click();
  await expect(done.getByText("Paste the recording's link, starting https://")).toBeVisible();
  await done.getByLabel("Link to the recording (optional)").fill("https://youtu.be/rudra");
  await done.getByRole("button", { name: "Mark performed" }).click();
  await expect(done).toBeHidden();
  await expect(booking).toContainText("Performed");
  await expectNoAxeViolations(page);

  await devoteePage.reload();
  await expect(devoteePage.getByRole("link", { name: "Watch the recording" })).toHaveAttribute(
    "href",
    "https://youtu.be/rudra",
  );
  await expectNoAxeViolations(devoteePage);
  await devoteePage.context().close();
});
