import { expect, test } from "@playwright/test";
import startServer from "../support/global-setup";
import { TITLE_SUFFIX, downloadTriggers, expectOpensDownloadDialog } from "./public-support";

/**
 * A server of its own on a fresh data directory: what a new install shows, whatever rows other
 * specs have added to the shared server. The shared server stays the one every other test in this
 * worker talks to.
 */
async function startFreshServer() {
  const shared = { ...process.env };
  const stop = await startServer();
  const site = {
    baseUrl: process.env.E2E_BASE_URL ?? "",
    serviceKey: process.env.E2E_SERVICE_ROLE_KEY ?? "",
    stop,
  };
  Object.assign(process.env, shared);
  return site;
}

test.describe("the specification's lists on a fresh install", () => {
  let fresh: Awaited<ReturnType<typeof startFreshServer>> | undefined;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    fresh = await startFreshServer();
  });
  test.afterAll(() => fresh?.stop());

  test("Live Now lists 3 streams; Coming Up Next and the community stats", async ({ page }) => {
    await page.goto(new URL("/live", fresh?.baseUrl).href);
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

  test("three guru cards with name, specialization, rating, students and description", async ({
    page,
  }) => {
    await page.goto(new URL("/spiritual-gurus", fresh?.baseUrl).href);
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
  test("Join Live, Set Reminder and every other call to action open the dialog", async ({
    page,
  }) => {
    await page.goto(new URL("/live", fresh?.baseUrl).href);
    // The lists refresh from the database once the browser is idle; wait for that first.
    await page.waitForLoadState("networkidle");
    const triggers = downloadTriggers(page).filter({ hasText: /Join Live|Set Reminder/ });
    await expect(triggers).toHaveCount(6);
    for (let index = 0; index < 6; index += 1) {
      await expectOpensDownloadDialog(page, triggers.nth(index));
    }
  });
});

test.describe("/spiritual-gurus", () => {
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

/**
 * Rows of a verified guru appear beside the samples. They run on a server of their own (fresh data
 * directory), so the specification's counts the other specs check never see them.
 */
test.describe("a verified guru's rows from the database", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  let site = { baseUrl: "", serviceKey: "", stop: async () => {} };

  test.beforeAll(async () => {
    // A server of its own starts slowly on a loaded machine; the hook's own default is 30 s.
    test.setTimeout(240_000);
    site = await startFreshServer();
  });
  test.afterAll(() => site.stop());

  async function insertAsServiceRole(path: string, body: unknown): Promise<{ id: string }[]> {
    const response = await fetch(new URL(path, site.baseUrl), {
      method: "POST",
      headers: {
        apikey: site.serviceKey,
        Authorization: `Bearer ${site.serviceKey}`,
        "Content-Type": "application/json",
        Prefer: "return=representation",
      },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return (await response.json()) as { id: string }[];
  }

  test("appear first on /spiritual-gurus, /live and home, the samples after them", async ({
    page,
  }) => {
    const user = (await insertAsServiceRole("/auth/v1/admin/users", {
      email: `e2e-real-guru-${Date.now()}@example.com`,
      email_confirm: true,
    })) as unknown as { id: string };
    const [provider] = await insertAsServiceRole("/rest/v1/providers", {
      user_id: user.id,
      kind: "guru",
      slug: `swami-real-${Date.now()}`,
      display_name: "Swami Real Anand",
      specialisations: ["Upanishads", "Kirtan"],
      bio: "A verified guru who teaches the Upanishads.",
      verification_status: "verified",
    });
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    await insertAsServiceRole("/rest/v1/live_sessions", [
      {
        provider_id: provider!.id,
        title: "Upanishad Satsang, Live",
        kind: "katha",
        status: "live",
        starts_at: new Date().toISOString(),
        duration_minutes: 45,
        viewer_count: 321,
      },
      {
        provider_id: provider!.id,
        title: "Evening Kirtan with Swami Real Anand",
        kind: "bhajan",
        status: "scheduled",
        starts_at: inAnHour,
        duration_minutes: 60,
        viewer_count: 0,
      },
    ]);

    await page.goto(new URL("/spiritual-gurus", site.baseUrl).href);
    const gurus = page.getByRole("main").getByRole("listitem");
    await expect(gurus).toHaveCount(4);
    await expect(gurus.first()).toContainText("Swami Real Anand");
    await expect(gurus.first()).toContainText("Upanishads and Kirtan");
    await expect(gurus.first().getByRole("definition").first()).toHaveText("New");
    await expect(gurus.nth(1)).toContainText("Acharya Madhav Das");

    await page.goto(new URL("/live", site.baseUrl).href);
    const liveNow = page.getByRole("region", { name: "Live Now" });
    const streams = liveNow.getByRole("listitem").filter({ has: page.getByRole("heading") });
    await expect(streams).toHaveCount(4);
    await expect(streams.first()).toContainText("Upanishad Satsang, Live");
    await expect(streams.first()).toContainText("With Swami Real Anand");
    const comingUp = page.getByRole("region", { name: "Coming Up Next" }).getByRole("listitem");
    await expect(comingUp).toHaveCount(4);
    await expect(comingUp.first()).toContainText("Evening Kirtan with Swami Real Anand");
    await expect(
      comingUp.first().getByText(/^Bhajan · (Today|Tomorrow), \d{1,2}:\d{2} (am|pm) IST$/),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Live Community Stats" }).getByRole("definition").first(),
    ).toHaveText("2,03,831");

    await page.goto(site.baseUrl);
    const homeCards = page.getByRole("region", { name: "Live Now" }).getByRole("listitem");
    await expect(homeCards.first()).toContainText("Upanishad Satsang, Live");
    await expect(homeCards.nth(1)).toContainText("Evening Kirtan with Swami Real Anand");
    await expect(homeCards).toHaveCount(4);
    await expect(homeCards.nth(2)).toContainText("Ganga Aarti at Dashashwamedh Ghat");
  });
});
