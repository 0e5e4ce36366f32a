import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { expectTextToFit } from "../support/layout";
import { verifyTemple } from "../support/temples";
import { createUser, signIn, signInOnNewPage } from "../support/users";
import { mailTo } from "../support/outbox";

/** A date some days ahead, as a date input holds it in India. */
function indiaDateIn(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

test("a new temple admin sets up the temple, a devotee takes part, and the admin sees it, exports, notifies and goes live", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = randomUUID().slice(0, 6);
  const templeName = `Shri Omkareshwar Mandir ${suffix}`;
  const slug = `shri-omkareshwar-mandir-${suffix}`;
  const eventTitle = `Kartik Purnima Deepotsav ${suffix}`;
  const programTitle = `Annakshetra Seva ${suffix}`;
  const admin = await createUser({ roles: ["temple_admin"], fullName: `Trustee ${suffix}` });

  // The new admin's dashboard is the labelled example, and its first step is the profile.
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/temple-admin$/);
  await page.getByRole("link", { name: "Set up the temple profile" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Temple Profile" })).toBeVisible();
  await page.getByLabel("Temple name").fill(templeName);
  await expect(page.getByLabel("Public link")).toHaveValue(slug);
  await page.getByLabel("Deity").fill("Omkareshwar (Shiva)");
  await page.getByLabel("City").fill("Khandwa");
  await page.getByLabel("Place as devotees read it").fill("Omkareshwar, Madhya Pradesh");
  await page.getByLabel("Address").fill("Mandhata Island");
  // A map link as a phone shares it, without https://, is completed rather than refused.
  await page.getByLabel("Map link").fill("maps.example/omkareshwar");
  await page.getByLabel("Darshan timings").fill("5:00 AM – 10:00 PM");
  await expect(page.getByLabel("Map link")).toHaveValue("https://maps.example/omkareshwar");
  await page.getByLabel("Aarti timings").fill("Mangala Aarti 5:00 AM, Shayan Aarti 8:30 PM");
  // The receipt prefix's hint is one its rule accepts; a whole receipt number is refused, not cut.
  await page.getByLabel("Receipt prefix").fill("OMK/2026-27/000001");
  await page.getByRole("button", { name: "Create profile" }).click();
  await expect(page.getByLabel("Receipt prefix")).toHaveValue("OMK/2026-27/000001");
  await expect(
    page.getByText(/Use up to 10 letters or digits, no spaces or slashes/),
  ).toBeVisible();
  await page.getByLabel("Receipt prefix").fill("OMK");
  await page.getByRole("button", { name: "Create profile" }).click();
  await expect(page.getByRole("region", { name: "Submit for verification" })).toBeVisible();
  // Created, and not yet sent: no document has gone for verification.
  await expect(page.getByText("Profile created", { exact: true })).toBeVisible();
  await expect(page.getByText("Submitted for verification", { exact: true })).toHaveCount(0);
  // The trust registration number is asked in the documents' form while the profile has none.
  await expect(
    page
      .getByRole("region", { name: "Submit for verification" })
      .getByLabel("Trust registration number"),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The operator verifies it; the link is fixed from then on.
  await verifyTemple(slug);
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: /^Verified since / })).toBeVisible();
  await expect(page.getByLabel("Public link")).toHaveAttribute("readonly", "");

  // An event and a seva program.
  await page.goto("/temple-admin/events");
  await expect(page.getByText("No upcoming events. Create your first event")).toBeVisible();
  await page.getByRole("button", { name: "Create event" }).click();
  const eventDialog = page.getByRole("dialog", { name: "Create an event" });
  await eventDialog.getByLabel("Event name").fill(eventTitle);
  await eventDialog.getByLabel("Type").selectOption("festival");
  await eventDialog.getByLabel("Date").fill(indiaDateIn(3));
  await eventDialog.getByLabel("Start time (IST)").fill("18:30");
  await eventDialog.getByLabel("Places").fill("50");
  await eventDialog.getByRole("button", { name: "Create event" }).click();
  await expect(eventDialog).toBeHidden();
  const eventCard = page.getByRole("listitem").filter({ hasText: eventTitle });
  await expect(eventCard).toContainText("0 registered of 50 places");
  await expectNoAxeViolations(page);

  await page.goto("/temple-admin/seva");
  await page.getByRole("button", { name: "Create program" }).click();
  const sevaDialog = page.getByRole("dialog", { name: "Create a seva program" });
  await sevaDialog.getByLabel("Program name").fill(programTitle);
  await sevaDialog.getByLabel("Goal (₹)").fill("100000");
  await sevaDialog.getByRole("button", { name: "Create program" }).click();
  await expect(sevaDialog).toBeHidden();
  await expect(page.getByRole("listitem").filter({ hasText: programTitle })).toContainText(
    "₹0 raised of ₹1,00,000",
  );

  // A devotee, in a browser of their own, follows, registers and pledges.
  const devotee = await createUser({ roles: ["devotee"], fullName: `Asha Verma ${suffix}` });
  const devoteePage = await signInOnNewPage(browser, devotee);
  await devoteePage.goto(`/explore/${slug}`);
  await expect(devoteePage.getByRole("heading", { level: 1, name: templeName })).toBeVisible();
  await expect(devoteePage.getByRole("link", { name: /Open in Maps/ })).toHaveAttribute(
    "href",
    "https://maps.example/omkareshwar",
  );
  await devoteePage.getByRole("button", { name: `Follow ${templeName}` }).click();
  await expect(devoteePage.getByRole("button", { name: `Unfollow ${templeName}` })).toBeVisible();
  await devoteePage.getByRole("button", { name: `Register: ${eventTitle}` }).click();
  await expect(devoteePage.getByRole("listitem").filter({ hasText: eventTitle })).toContainText(
    "You are registered.",
  );
  // Donate on the temple's page leads to its own seva programs.
  await devoteePage.getByRole("link", { name: new RegExp(`^Donate ?· ${templeName}$`) }).click();
  await expect(devoteePage).toHaveURL(new RegExp(`/pray\\?temple=${slug}$`));
  await expect(devoteePage.getByText("Showing one temple's seva programs.")).toBeVisible();
  await devoteePage.getByRole("button", { name: `Pledge to ${programTitle}` }).click();
  const pledge = devoteePage.getByRole("dialog", { name: `Pledge to ${programTitle}` });
  await pledge.getByRole("button", { name: "₹1,001" }).click();
  await pledge.getByRole("button", { name: "Record my pledge" }).click();
  await expect(pledge.getByRole("status")).toContainText(
    "Your donation of ₹1,001 is ready to pay.",
  );

  // The admin sees the registration, the pledge and the follower.
  await page.goto("/temple-admin/events");
  await expect(eventCard).toContainText("1 registered of 50 places");
  await eventCard.getByRole("button", { name: `Registrations: ${eventTitle}` }).click();
  const registrations = page.getByRole("dialog", { name: `Registrations: ${eventTitle}` });
  await expect(registrations).toContainText(devotee.fullName);
  await expect(registrations).toContainText("1 seat");
  await page.keyboard.press("Escape");

  await page.goto("/temple-admin/donations");
  const donations = page.getByRole("region", { name: "Every donation" });
  await expect(donations).toContainText(`${devotee.fullName} · ${programTitle}`);
  await expect(donations).toContainText("₹1,001");
  await expect(donations).toContainText("Pledged, awaiting payment");
  await expect(page.getByRole("table", { name: "By program" })).toContainText(programTitle);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export donations (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${slug}-donations.csv`);
  const csv = await readFile((await download.path())!, "utf8");
  const [header, row, ...rest] = csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(header).toBe("Reference,Date (IST),Donor,PAN,Program,Amount (INR),Status,Dedication");
  expect(row).toContain(`${devotee.fullName},,${programTitle},1001.00,"Pledged, awaiting payment"`);
  expect(rest).toEqual([]);
  await expectTextToFit(page, "/temple-admin/donations");
  await expectNoAxeViolations(page);

  await page.goto("/temple-admin/community");
  await expect(page.getByText("1 follower", { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Followers" })).toContainText(devotee.fullName);

  // A notification, previewed and confirmed, reaches the devotee in the app and by e-mail.
  await page.getByRole("button", { name: "Send Notification" }).click();
  const notify = page.getByRole("dialog", { name: "Notify your followers" });
  await notify.getByLabel("Title").fill(`Deepotsav on Purnima ${suffix}`);
  await notify.getByLabel("Message").fill("Bring a diya; the ghats are lit at 6:30 PM.");
  await notify.getByRole("button", { name: "Preview" }).click();
  const check = page.getByRole("dialog", { name: "Check and send" });
  await expect(check.getByRole("article", { name: "Preview" })).toContainText(templeName);
  await expectNoAxeViolations(page);
  await check.getByRole("button", { name: "Send to followers" }).click();
  await expect(check).toBeHidden();

  await devoteePage.goto("/devotee-dashboard");
  const bell = devoteePage
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/);
  await bell.click();
  await expect(devoteePage.getByRole("dialog", { name: "Notifications" })).toContainText(
    `Deepotsav on Purnima ${suffix}`,
  );
  await expect
    .poll(async () => (await mailTo(devotee.email)).map((mail) => mail.subject))
    .toContain(`${templeName}: Deepotsav on Purnima ${suffix}`);

  // The dashboard now shows the temple's own figures; Go Live puts the stream on /live.
  await page.goto("/temple-admin");
  const stats = page.getByRole("region", { name: "Temple Statistics" });
  await expect(stats.getByRole("definition")).toHaveText(["1", "₹0", "1", "0"]);
  await expect(stats).toContainText("₹1,001 more is pledged and awaiting payment.");
  const upcoming = page.getByRole("list", { name: "Upcoming events" });
  await expect(upcoming.getByRole("listitem").filter({ hasText: eventTitle })).toContainText(
    "1 booking",
  );
  await expect(page.getByRole("progressbar", { name: `${programTitle} progress` })).toBeVisible();
  await page.getByRole("button", { name: "Go Live" }).click();
  const goLive = page.getByRole("dialog", { name: "Go live" });
  await goLive.getByLabel("Title").fill(`Sandhya Aarti ${suffix}`);
  await goLive.getByLabel("What you stream").selectOption("aarti");
  await goLive.getByLabel("Stream link").fill("https://www.youtube.com/watch?v=omkareshwar");
  await goLive.getByRole("button", { name: "Go live now" }).click();
  await expect(page.getByRole("button", { name: "End live" })).toBeVisible();
  await expectTextToFit(page, "/temple-admin");
  await expectNoAxeViolations(page);

  await devoteePage.goto("/live");
  const liveCard = devoteePage.getByRole("listitem").filter({ hasText: `Sandhya Aarti ${suffix}` });
  await expect(liveCard).toContainText(templeName);
  // The player's trigger (a dialog of its own) replaces the app-download button once loaded.
  const join = liveCard.getByRole("button", { name: "Join Live" });
  await expect(join).toHaveAttribute("aria-expanded", "false");
  await join.click();
  await expect(
    devoteePage.getByRole("dialog", { name: `Sandhya Aarti ${suffix}` }).getByRole("link", {
      name: /Watch on YouTube/,
    }),
  ).toHaveAttribute("href", "https://www.youtube.com/watch?v=omkareshwar");

  await page.getByRole("button", { name: "End live" }).click();
  await page.getByRole("button", { name: "End the stream" }).click();
  await expect(page.getByRole("button", { name: "Go Live" })).toBeVisible();
  await devoteePage.context().close();
});
