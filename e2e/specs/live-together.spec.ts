import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { callRest, signInForToken } from "../support/data-api";
import { createVerifiedGuru, signInOn as signInAs, useOwnServer } from "../support/own-server";
import { bookFreeTime } from "../support/bookings";
import { FREE_CONSULTATION } from "../support/offerings";
import { createVerifiedProvider, respondToBooking } from "../support/providers";
import { createUser, type TestUser } from "../support/users";

/**
 * Over Realtime: two devotees chat on a live session while the count of viewers follows who is
 * watching, and a booking's page follows its status without a reload, while another devotee's
 * socket never carries that booking. On a server of its own, so the counts stay this file's.
 */
test.describe("live together", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  const url = useOwnServer();

  async function liveSession(host: TestUser, title: string): Promise<string> {
    const token = await signInForToken(host);
    const [provider] = await callRest<{ id: string }[]>(
      "GET",
      `/rest/v1/providers?user_id=eq.${host.id}&select=id`,
      undefined,
      token,
    );
    const [session] = await callRest<{ id: string }[]>(
      "POST",
      "/rest/v1/live_sessions",
      {
        provider_id: provider!.id,
        title,
        kind: "aarti",
        starts_at: new Date(Date.now() + 3_600_000).toISOString(),
      },
      token,
    );
    await callRest(
      "POST",
      "/rest/v1/rpc/set_live_session_status",
      {
        session_id: session!.id,
        status: "live",
        stream_url: "https://www.youtube.com/live/jfKfPfyJRdk",
      },
      token,
    );
    return session!.id;
  }

  function liveCard(page: Page, title: string) {
    return page
      .getByRole("region", { name: "Live Now" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: title }) });
  }

  async function join(page: Page, title: string) {
    await page.goto(url("/live"));
    const card = liveCard(page, title);
    await expect(card).toContainText("Chat active");
    const joinLive = card.getByRole("button", { name: "Join Live" });
    // Signed in, Join Live opens the player (a disclosure); before the session is read it would
    // open the anonymous visitor's download dialog.
    await expect(joinLive).toHaveAttribute("aria-expanded", "false");
    await joinLive.click();
    const player = page.getByRole("dialog", { name: title });
    await expect(player).toBeVisible();
    return player;
  }

  test("two devotees chat while the viewer count follows who watches", async ({ browser }) => {
    const title = "Sandhya Aarti Together";
    await liveSession(await createVerifiedGuru(), title);
    const meera = await createUser({ roles: ["devotee"], fullName: "Meera Devi" });
    const sita = await createUser({ roles: ["devotee"], fullName: "Sita Ram" });
    const a = await signInAs(browser, url, meera);
    const b = await signInAs(browser, url, sita);

    // Nobody watches yet: the card on /live says so.
    await b.goto(url("/live"));
    await expect(liveCard(b, title)).toContainText("0 viewers");

    const playerA = await join(a, title);
    await expect(playerA).toContainText("1 watching in Bhakti Setu.");
    // b's /live card follows, without a reload.
    await expect(liveCard(b, title)).toContainText("1 viewers");

    const playerB = await join(b, title);
    await expect(playerA).toContainText("2 watching in Bhakti Setu.");
    await expect(playerB).toContainText("2 watching in Bhakti Setu.");

    await playerA.getByRole("textbox", { name: "Message" }).fill("Jai Shri Ram");
    await a.keyboard.press("Enter");
    await expect(playerB.getByRole("log").getByText("Jai Shri Ram")).toBeVisible();
    await expect(playerB.getByRole("log")).toContainText("Meera Devi");
    await playerB.getByRole("textbox", { name: "Message" }).fill("Har Har Mahadev");
    await b.keyboard.press("Enter");
    await expect(playerA.getByRole("log").getByText("Har Har Mahadev")).toBeVisible();
    await expectNoAxeViolations(b);

    // b leaves the player: a's count drops.
    await b.keyboard.press("Escape");
    await expect(playerB).toBeHidden();
    await expect(playerA).toContainText("1 watching in Bhakti Setu.");
    // b's tab closes altogether; a late joiner still reads the conversation.
    await b.context().close();
    const late = await signInAs(browser, url, await createUser({ roles: ["devotee"] }));
    const playerLate = await join(late, title);
    await expect(playerLate.getByRole("log")).toContainText("Jai Shri Ram");
    await expect(playerLate.getByRole("log")).toContainText("Har Har Mahadev");
    await expect(playerA).toContainText("2 watching in Bhakti Setu.");
  });

  test("a booking's page follows its status, and no other devotee's socket carries it", async ({
    browser,
  }) => {
    const pujari = await createVerifiedProvider("pujari", [FREE_CONSULTATION]);
    const [first, second] = [
      await createUser({ roles: ["devotee"] }),
      await createUser({ roles: ["devotee"] }),
    ];
    const book = async (devotee: TestUser, index: number) =>
      bookFreeTime(await signInForToken(devotee), pujari, FREE_CONSULTATION, { index });
    const mine = await book(first, 0);
    const theirs = await book(second, 4);

    const firstPage = await signInAs(browser, url, first);
    await firstPage.goto(url(`/bookings/${mine.id}`));
    await expect(firstPage.getByText("Requested", { exact: true }).first()).toBeVisible();

    // The other devotee watches their own booking and bell: every frame their socket receives.
    const secondPage = await signInAs(browser, url, second);
    const framesOfSecond: string[] = [];
    secondPage.on("websocket", (socket) =>
      socket.on("framereceived", ({ payload }) => framesOfSecond.push(String(payload))),
    );
    await secondPage.goto(url(`/bookings/${theirs.id}`));
    await expect(secondPage.getByText("Requested", { exact: true }).first()).toBeVisible();
    await expect.poll(() => framesOfSecond.some((frame) => frame.includes("phx_reply"))).toBe(true);

    await respondToBooking(await signInForToken(pujari.user), mine.id, true);
    // No reload: the page shows the new status within a second or two of the answer.
    await expect(firstPage.getByText("Confirmed", { exact: true }).first()).toBeVisible({
      timeout: 5_000,
    });
    await respondToBooking(await signInForToken(pujari.user), theirs.id, true);
    await expect(secondPage.getByText("Confirmed", { exact: true }).first()).toBeVisible({
      timeout: 5_000,
    });
    expect(framesOfSecond.some((frame) => frame.includes(theirs.id))).toBe(true);
    expect(framesOfSecond.filter((frame) => frame.includes(mine.id))).toEqual([]);
  });
});
