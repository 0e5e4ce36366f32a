import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { createVerifiedGuru, signInOn as signInAs, useOwnServer } from "../support/own-server";
import { indiaDate } from "../support/providers";
import { createUser, type TestUser } from "../support/users";

/**
 * A guru schedules, edits, starts and ends live sessions; a signed-in devotee sees them on /live,
 * sets a reminder with its calendar file and joins the stream. On a server of its own (fresh data
 * directory), so the specification's counts the public specs check never see these sessions.
 */
test.describe("live sessions", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  const url = useOwnServer();
  const signInOn = (browser: Browser, user: TestUser, timezoneId?: string) =>
    signInAs(browser, url, user, timezoneId);

  const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

  async function schedule(page: Page, title: string, date: string, time: string) {
    await page.getByLabel("Session Title").fill(title);
    await page.getByLabel("Date").fill(date);
    await page.getByLabel("Time (IST)").fill(time);
    await page.getByRole("button", { name: "Schedule Session" }).click();
  }

  test("scheduled, reminded, joined live and ended into History", async ({ browser }) => {
    const guruPage = await signInOn(browser, await createVerifiedGuru());
    await guruPage.goto(url("/spiritual-dashboard/live?tab=schedule-live"));
    await expect(guruPage.getByLabel("Session Type")).toHaveValue("Katha");
    await expect(guruPage.getByLabel("Venue")).toHaveValue("Online");
    await expect(guruPage.getByLabel("Session Type").getByRole("option")).toHaveText([
      "Katha",
      "Pravachan",
      "Event",
      "Bhajan",
      "Meditation",
      "Aarti",
    ]);

    // The specification's toast for a missing field, then a start already passed.
    const title = `Gita Satsang ${randomUUID().slice(0, 6)}`;
    await guruPage.getByLabel("Session Title").fill(title);
    await guruPage.getByRole("button", { name: "Schedule Session" }).click();
    await expect(toast(guruPage, "Please fill in all required fields")).toBeVisible();
    await expect(guruPage.getByLabel("Session Title")).toHaveValue(title);
    await schedule(guruPage, title, indiaDate(-1), "19:15");
    await expect(
      toast(guruPage, "This date and time has already passed. Choose a time in the future"),
    ).toBeVisible();

    await guruPage.getByLabel("Session Type").selectOption("Bhajan");
    await guruPage.getByLabel("Duration").fill("45 minutes");
    await schedule(guruPage, title, indiaDate(2), "19:15");
    await expect(toast(guruPage, "Live Session Scheduled")).toBeVisible();
    await expect(
      toast(guruPage, "Your live session has been scheduled successfully"),
    ).toBeVisible();
    await expect(guruPage.getByLabel("Session Title")).toHaveValue("");

    await guruPage.getByRole("tab", { name: "Schedule", exact: true }).click();
    const guruCard = guruPage.getByRole("listitem").filter({ hasText: title });
    await expect(guruCard).toContainText("Bhajan");
    await expect(guruCard).toContainText("scheduled");
    await expect(guruCard).toContainText("7:15 pm IST");
    await expect(guruCard).toContainText("0 registered");
    await expectNoAxeViolations(guruPage);

    // A signed-in devotee sees it coming up, sets a reminder and saves the calendar file.
    const devotee = await createUser({ roles: ["devotee"] });
    const devoteePage = await signInOn(browser, devotee, "Europe/London");
    await devoteePage.goto(url("/live"));
    const comingUp = devoteePage.getByRole("region", { name: "Coming Up Next" });
    const row = comingUp.getByRole("listitem").filter({ hasText: title });
    await expect(row).toContainText(/Bhajan · .+, 7:15 pm IST/);
    // In London the devotee also reads their own time.
    await expect(row).toContainText("1:45 pm your time");
    // The signed-in control, not the app-download button shown while it loads.
    const setReminder = row.getByRole("button", { name: "Set Reminder" });
    await expect(setReminder).not.toHaveAttribute("aria-haspopup", "dialog");
    await setReminder.click();
    await expect(row.getByRole("status")).toHaveText("Reminder set");
    const [download] = await Promise.all([
      devoteePage.waitForEvent("download"),
      row.getByRole("button", { name: "Add to calendar" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Gita-Satsang-\w+\.ics$/);
    const ics = readFileSync((await download.path())!, "utf8");
    const start = `${indiaDate(2).replaceAll("-", "")}T134500Z`;
    expect(ics).toContain(`\r\nSUMMARY:${title}\r\n`);
    expect(ics).toContain(`\r\nDTSTART:${start}\r\n`);
    expect(ics).toMatch(/\r\nDTEND:\d{8}T143000Z\r\n/);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);

    // Removed and set again: the state follows the database.
    await row.getByRole("button", { name: `Remove reminder for ${title}` }).click();
    await row.getByRole("button", { name: "Set Reminder" }).click();
    await expect(row.getByRole("status")).toHaveText("Reminder set");
    await devoteePage.reload();
    await expect(row.getByRole("status")).toHaveText("Reminder set");
    await guruPage.reload();
    await expect(guruCard).toContainText("1 registered");

    // The guru goes live with a link; a link that is not https is refused on the field.
    await guruPage.getByRole("tab", { name: "Go Live Now" }).click();
    await guruPage.getByLabel("Session", { exact: true }).selectOption({ label: title });
    await guruPage.getByLabel("Stream link").fill("youtube.com/live/jfKfPfyJRdk");
    await guruPage.getByRole("button", { name: "Go Live Now" }).click();
    await expect(guruPage.getByText(/starting with https:\/\//)).toBeVisible();
    const link = "https://www.youtube.com/live/jfKfPfyJRdk";
    await guruPage.getByLabel("Stream link").fill(link);
    await guruPage.getByRole("button", { name: "Go Live Now" }).click();
    await expect(toast(guruPage, "Going Live!")).toBeVisible();
    await expect(toast(guruPage, "You are now broadcasting live to your audience")).toBeVisible();

    // The devotee finds it in Live Now and Join Live plays it.
    await devoteePage.reload();
    const liveNow = devoteePage.getByRole("region", { name: "Live Now" });
    const card = liveNow
      .getByRole("listitem")
      .filter({ has: devoteePage.getByRole("heading", { name: title }) });
    // The card tells when it really went live (now), not when it was scheduled (1:45 pm).
    await expect(card).toContainText("Started ");
    await expect(card).not.toContainText("1:45 pm your time");
    await expect(row).toHaveCount(0);
    const join = card.getByRole("button", { name: "Join Live" });
    await expect(join).toHaveAttribute("aria-expanded", "false");
    await join.click();
    const player = devoteePage.getByRole("dialog", { name: title });
    await expect(player.locator("iframe")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/jfKfPfyJRdk?autoplay=1",
    );
    await expect(player.getByRole("link", { name: /Watch on YouTube/ })).toHaveAttribute(
      "href",
      link,
    );
    expect(
      (await new AxeBuilder({ page: devoteePage }).exclude("iframe").analyze()).violations,
    ).toEqual([]);
    await devoteePage.keyboard.press("Escape");
    await expect(player).toBeHidden();

    // Ending it moves it to History and off Live Now.
    await guruPage.getByRole("tab", { name: "Schedule", exact: true }).click();
    await guruCard.getByRole("button", { name: "End session" }).click();
    await expect(toast(guruPage, "Session Ended")).toBeVisible();
    await guruPage.getByRole("tab", { name: "History" }).click();
    const previous = guruPage.getByRole("list", { name: "Previous sessions" });
    await expect(previous.getByRole("listitem").filter({ hasText: title })).toContainText("ended");
    await devoteePage.reload();
    await expect(liveNow.getByRole("heading", { name: title })).toHaveCount(0);
  });

  test("an uploaded thumbnail fills Image URL and shows on the /live card", async ({ browser }) => {
    const guruPage = await signInOn(browser, await createVerifiedGuru());
    await guruPage.goto(url("/spiritual-dashboard/live?tab=schedule-live"));
    // A 1x1 PNG, so the browser really decodes what the bucket serves.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    const uploadedPng = /\/storage\/v1\/object\/public\/live-thumbnails\/[\w-]+\/[\w-]+\.png$/;
    const picture = guruPage.getByLabel("Thumbnail picture");
    await picture.setInputFiles({ name: "diya.gif", mimeType: "image/gif", buffer: png });
    await expect(guruPage.getByText(/^diya\.gif is not a JPEG, PNG or WebP image/)).toBeVisible();
    await picture.setInputFiles({ name: "diya.png", mimeType: "image/png", buffer: png });
    await guruPage.getByRole("button", { name: "Upload photo" }).click();
    await expect(guruPage.getByText("diya.png uploaded.")).toBeVisible();
    await expect(guruPage.getByLabel("Image URL")).toHaveValue(uploadedPng);
    const title = `Deepa Aradhana ${randomUUID().slice(0, 6)}`;
    await schedule(guruPage, title, indiaDate(4), "18:00");
    await expect(toast(guruPage, "Live Session Scheduled")).toBeVisible();

    const devoteePage = await signInOn(browser, await createUser({ roles: ["devotee"] }));
    await devoteePage.goto(url("/live"));
    const thumbnail = devoteePage
      .getByRole("region", { name: "Coming Up Next" })
      .getByRole("listitem")
      .filter({ hasText: title })
      .locator("img");
    await expect(thumbnail).toHaveAttribute("src", uploadedPng);
    await thumbnail.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1);
  });

  test("an edited session shows its new title on /live; a cancelled one leaves it", async ({
    browser,
  }) => {
    const guruPage = await signInOn(browser, await createVerifiedGuru());
    await guruPage.goto(url("/spiritual-dashboard/live?tab=schedule-live"));
    const title = `Hanuman Chalisa ${randomUUID().slice(0, 6)}`;
    await schedule(guruPage, title, indiaDate(3), "06:30");
    await expect(toast(guruPage, "Live Session Scheduled")).toBeVisible();
    await guruPage.getByRole("tab", { name: "Schedule", exact: true }).click();
    // On a 320 px phone the cards and the dialog fit, and axe finds nothing with it open.
    await guruPage.setViewportSize({ width: 320, height: 720 });
    const guruCard = guruPage.getByRole("listitem").filter({ hasText: title });
    await guruCard.getByRole("button", { name: "Edit" }).click();
    const dialog = guruPage.getByRole("dialog", { name: "Edit session" });
    await expect(dialog.getByLabel("Time (IST)")).toHaveValue("06:30");
    expect(await guruPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await expectNoAxeViolations(guruPage);
    await dialog.getByLabel("Session Title").fill(`${title} Path`);
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog).toBeHidden();
    await expect(guruPage.getByRole("heading", { name: `${title} Path` })).toBeVisible();

    const anonymous = await (await browser.newContext()).newPage();
    await anonymous.goto(url("/live"));
    const row = anonymous
      .getByRole("region", { name: "Coming Up Next" })
      .getByRole("listitem")
      .filter({ hasText: `${title} Path` });
    await expect(row).toContainText("6:30 am IST");
    // Anonymous visitors keep the specification's app-download popup.
    await row.getByRole("button", { name: "Set Reminder" }).click();
    await expect(anonymous.getByRole("dialog")).toBeVisible();

    await guruPage
      .getByRole("listitem")
      .filter({ hasText: `${title} Path` })
      .getByRole("button", { name: "Cancel session" })
      .click();
    await expect(toast(guruPage, "Session Cancelled")).toBeVisible();
    await anonymous.reload();
    await expect(anonymous.getByRole("heading", { name: "Coming Up Next" })).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
