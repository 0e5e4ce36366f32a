// Live sessions in Hindi: a guru schedules one (the form's toasts), a devotee sets and removes its
// reminder on /live, the guru goes live (the link check), the devotee joins, the guru ends it.
// On a server of its own, as live-sessions.spec.ts, so the public specs' counts never see it.
import { randomUUID } from "node:crypto";
import { expect, type Browser, type Page, test } from "@playwright/test";
import { createVerifiedGuru, signInOn, useOwnServer } from "../support/own-server";
import { chooseHindi, expectNoEnglish } from "../support/hindi";
import { indiaDate } from "../support/providers";
import { createUser, type TestUser } from "../support/users";

test.describe.configure({ mode: "serial", timeout: 240_000 });
const url = useOwnServer();

/** Signs in on this server (English dialog), then shows every later page in Hindi. */
async function signInInHindi(browser: Browser, user: TestUser, timezoneId?: string) {
  const page = await signInOn(browser, url, user, timezoneId);
  await chooseHindi(page);
  return page;
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function schedule(page: Page, title: string, date: string, time: string) {
  await page.getByLabel("सत्र का शीर्षक").fill(title);
  await page.getByLabel("तारीख").fill(date);
  await page.getByLabel("समय (IST)").fill(time);
  await page.getByRole("button", { name: "सत्र तय करें" }).click();
}

test("a session's scheduling, reminder, live stream and end speak Hindi", async ({ browser }) => {
  const guruPage = await signInInHindi(browser, await createVerifiedGuru());
  await guruPage.goto(url("/spiritual-dashboard/live?tab=schedule-live"));
  await expect(guruPage.getByLabel("सत्र का शीर्षक")).toBeVisible();
  await expectNoEnglish(guruPage);

  // The form's refusals, then the session scheduled.
  const title = `Gita Satsang ${randomUUID().slice(0, 6)}`;
  await guruPage.getByLabel("सत्र का शीर्षक").fill(title);
  await guruPage.getByRole("button", { name: "सत्र तय करें" }).click();
  await expect(toast(guruPage, "कृपया सभी ज़रूरी खाने भरें")).toBeVisible();
  await expectNoEnglish(guruPage);
  await schedule(guruPage, title, indiaDate(-1), "19:15");
  await expect(toast(guruPage, "यह तारीख और समय बीत चुका है। आगे का कोई समय चुनें")).toBeVisible();
  await expectNoEnglish(guruPage);
  await schedule(guruPage, title, indiaDate(2), "19:15");
  await expect(toast(guruPage, "लाइव सत्र तय हो गया")).toBeVisible();
  await expect(toast(guruPage, "आपका लाइव सत्र सफलतापूर्वक तय हो गया है")).toBeVisible();
  await expectNoEnglish(guruPage);

  await guruPage.getByRole("tab", { name: "कार्यक्रम", exact: true }).click();
  const guruCard = guruPage.getByRole("listitem").filter({ hasText: title });
  await expect(guruCard).toContainText("7:15 pm IST");
  await expect(guruCard).toContainText("0 पंजीकृत");
  await expectNoEnglish(guruPage);

  // A devotee in London sets a reminder, with their own time beside India's, and removes it.
  const devoteePage = await signInInHindi(
    browser,
    await createUser({ roles: ["devotee"] }),
    "Europe/London",
  );
  await devoteePage.goto(url("/live"));
  const row = devoteePage
    .getByRole("region", { name: "आगे आने वाले" })
    .getByRole("listitem")
    .filter({ hasText: title });
  await expect(row).toContainText(/आपके समय से .+, 1:45 pm/);
  await expectNoEnglish(devoteePage);
  const setReminder = row.getByRole("button", { name: "रिमाइंडर लगाएँ" });
  await expect(setReminder).not.toHaveAttribute("aria-haspopup", "dialog");
  await setReminder.click();
  await expect(row.getByRole("status")).toHaveText("रिमाइंडर लग गया");
  await expect(row.getByRole("button", { name: "कैलेंडर में जोड़ें" })).toBeVisible();
  await expectNoEnglish(devoteePage);
  await row.getByRole("button", { name: `${title} का रिमाइंडर हटाएँ` }).click();
  await expect(row.getByRole("button", { name: "रिमाइंडर लगाएँ" })).toBeVisible();
  await expectNoEnglish(devoteePage);

  // Going live: a link without https:// is refused on the field, then the stream starts.
  await guruPage.getByRole("tab", { name: "अभी लाइव जाएँ" }).click();
  await guruPage.getByLabel("सत्र", { exact: true }).selectOption({ label: title });
  await guruPage.getByLabel("प्रसारण का लिंक").fill("youtube.com/live/jfKfPfyJRdk");
  await guruPage.getByRole("button", { name: "अभी लाइव जाएँ" }).click();
  await expect(
    guruPage.getByText("प्रसारण का लिंक लिखें, जो https:// से शुरू हो (जैसे आपका यूट्यूब लाइव लिंक)"),
  ).toBeVisible();
  await expectNoEnglish(guruPage);
  await guruPage.getByLabel("प्रसारण का लिंक").fill("https://www.youtube.com/live/jfKfPfyJRdk");
  await guruPage.getByRole("button", { name: "अभी लाइव जाएँ" }).click();
  await expect(toast(guruPage, "आप लाइव हैं!")).toBeVisible();
  await expectNoEnglish(guruPage);

  // The devotee joins from Live Now: the player dialog.
  await devoteePage.reload();
  const card = devoteePage
    .getByRole("region", { name: "अभी लाइव" })
    .getByRole("listitem")
    .filter({ has: devoteePage.getByRole("heading", { name: title }) });
  // The signed-in control, not the app-download button shown while it loads.
  const join = card.getByRole("button", { name: "लाइव जुड़ें" });
  await expect(join).toHaveAttribute("aria-expanded", "false");
  await expectNoEnglish(devoteePage);
  await join.click();
  const player = devoteePage.getByRole("dialog", { name: title });
  await expect(player.getByRole("link", { name: /यूट्यूब पर देखें/ })).toBeVisible();
  await expectNoEnglish(devoteePage);
  await devoteePage.keyboard.press("Escape");
  await expect(player).toBeHidden();

  // Ended: the toast, and the session in the guru's history.
  await guruPage.getByRole("tab", { name: "कार्यक्रम", exact: true }).click();
  await guruCard.getByRole("button", { name: "सत्र समाप्त करें" }).click();
  await expect(toast(guruPage, "सत्र समाप्त हुआ")).toBeVisible();
  await expectNoEnglish(guruPage);
  await guruPage.getByRole("tab", { name: "पिछले सत्र" }).click();
  const previous = guruPage.getByRole("list", { name: "पिछले सत्र" });
  await expect(previous.getByRole("listitem").filter({ hasText: title })).toContainText("समाप्त");
  await expectNoEnglish(guruPage);
});

test("editing and cancelling a session speak Hindi", async ({ browser }) => {
  const guruPage = await signInInHindi(browser, await createVerifiedGuru());
  await guruPage.goto(url("/spiritual-dashboard/live?tab=schedule-live"));
  const title = `Hanuman Chalisa ${randomUUID().slice(0, 6)}`;
  await schedule(guruPage, title, indiaDate(3), "06:30");
  await expect(toast(guruPage, "लाइव सत्र तय हो गया")).toBeVisible();
  await guruPage.getByRole("tab", { name: "कार्यक्रम", exact: true }).click();

  const card = guruPage.getByRole("listitem").filter({ hasText: title });
  await card.getByRole("button", { name: /बदलें/ }).click();
  const dialog = guruPage.getByRole("dialog", { name: "सत्र बदलें" });
  await expect(dialog.getByLabel("समय (IST)")).toHaveValue("06:30");
  await expectNoEnglish(guruPage);
  await dialog.getByLabel("सत्र का शीर्षक").fill(`${title} Path`);
  await dialog.getByRole("button", { name: "बदलाव सहेजें" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(guruPage, "सत्र बदल गया")).toBeVisible();
  await expectNoEnglish(guruPage);

  await guruPage
    .getByRole("listitem")
    .filter({ hasText: `${title} Path` })
    .getByRole("button", { name: /सत्र रद्द करें/ })
    .click();
  await expect(toast(guruPage, "सत्र रद्द हुआ")).toBeVisible();
  await expectNoEnglish(guruPage);
});
