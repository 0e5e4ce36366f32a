import { expect, test } from "@playwright/test";
import { TITLE_SUFFIX, downloadTriggers, expectOpensDownloadDialog } from "./public-support";

test.describe("/live", () => {
  test("Live Now lists 3 streams; Coming Up Next and the community stats", async ({ page }) => {
    await page.goto("/live");
    await expect(page).toHaveTitle(`Live Streams${TITLE_SUFFIX}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Live Darshan & Streams");

    const liveNow = page.getByRole("region", { name: "Live Now" });
    const streams = liveNow.getByRole("listitem").filter({ has: page.getByRole("heading") });
    await expect(streams).toHaveCount(3);
    await expect(liveNow.getByText("LIVE", { exact: true })).toHaveCount(3);
    await expect(liveNow.getByRole("button", { name: "Join Live" })).toHaveCount(3);
    await expect(liveNow.getByText(/^[\d,]+ viewers$/)).toHaveCount(3);
    await expect(liveNow.getByText("1,25,430 viewers")).toBeVisible();
    await expect(liveNow.getByText(/^Started \d{1,2}:\d{2} (am|pm) IST$/)).toHaveCount(3);
    await expect(liveNow.getByText("Chat active").first()).toBeVisible();
    await expect(liveNow.getByText("Donations open").first()).toBeVisible();

    const comingUp = page.getByRole("region", { name: "Coming Up Next" });
    await expect(comingUp.getByRole("button", { name: "Set Reminder" })).toHaveCount(3);
    await expect(comingUp.getByText(/^[\d,]+ subscribed$/)).toHaveCount(3);
    await expect(
      comingUp.getByText(
        /^(Aarti|Darshan|Pravachan|Bhajan) · (Today|Tomorrow), \d{1,2}:\d{2} (am|pm) IST$/,
      ),
    ).toHaveCount(3);

    const stats = page.getByRole("region", { name: "Live Community Stats" });
    await expect(stats.getByRole("term")).toHaveCount(4);
    await expect(stats.getByRole("definition")).toHaveText(["2,03,510", "48", "1000+", "3,42,900"]);
  });

  test("Join Live, Set Reminder and every other call to action open the dialog", async ({
    page,
  }) => {
    await page.goto("/live");
    const triggers = downloadTriggers(page).filter({ hasText: /Join Live|Set Reminder/ });
    await expect(triggers).toHaveCount(6);
    for (let index = 0; index < 6; index += 1) {
      await expectOpensDownloadDialog(page, triggers.nth(index));
    }
  });
});

test.describe("/spiritual-gurus", () => {
  test("three guru cards with name, specialization, rating, students and description", async ({
    page,
  }) => {
    await page.goto("/spiritual-gurus");
    await expect(page).toHaveTitle(`Spiritual Gurus${TITLE_SUFFIX}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spiritual Gurus");
    const cards = page.getByRole("main").getByRole("listitem");
    await expect(cards).toHaveCount(3);
    for (let index = 0; index < 3; index += 1) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 2 })).toBeVisible();
      await expect(card.getByRole("term")).toHaveText(["Rating", "Students"]);
      await expect(card.getByRole("definition").first()).toHaveText(/^\d\.\d \/ 5$/);
      await expect(card.getByRole("definition").last()).toHaveText(/^\d{1,2}(,\d{2})*,\d{3}$/);
      await expect(card.getByRole("img")).toHaveAttribute("alt", /Portrait/);
    }
  });

  test("Book Session and the chat button open the dialog", async ({ page }) => {
    await page.goto("/spiritual-gurus");
    const cards = page.getByRole("main").getByRole("listitem");
    for (let index = 0; index < 3; index += 1) {
      const card = cards.nth(index);
      await expectOpensDownloadDialog(page, card.getByRole("button", { name: "Book Session" }));
      await expectOpensDownloadDialog(page, card.getByRole("button", { name: /^Chat with / }));
    }
  });
});
