import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { bookOffering } from "../support/bookings";
import { callRest, signInForToken } from "../support/data-api";
import { PAID_CONSULTATION as CONSULTATION } from "../support/offerings";
import { createVerifiedProvider, indiaDate, respondToBooking } from "../support/providers";
import { createUser, signIn } from "../support/users";
import { mailTo } from "../support/outbox";

/** Tomorrow at 10:00 India time. */
function tomorrowAtTen(): string {
  return new Date(`${indiaDate(1)}T10:00:00+05:30`).toISOString();
}

test("a devotee's bell counts the provider's confirmation, lists it and marks it read; the e-mail arrives", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const pujari = await createVerifiedProvider("pujari", [CONSULTATION]);
  const devotee = await createUser();
  const booking = await bookOffering(await signInForToken(devotee), {
    offering_id: pujari.offerings[CONSULTATION.title]!,
    starts_at: tomorrowAtTen(),
  });

  await signIn(page, devotee);
  const bell = page.getByRole("navigation", { name: "Main" }).getByRole("button", {
    name: /^Notifications/,
  });
  await expect(bell).toHaveAccessibleName("Notifications");

  // The confirmation happens off screen; the bell follows its notifications over Realtime.
  await respondToBooking(await signInForToken(pujari.user), booking.id, true);
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread", { timeout: 5_000 });

  await bell.click();
  const dialog = page.getByRole("dialog", { name: "Notifications" });
  await expect(dialog.getByRole("listitem")).toContainText(["Your booking is confirmed"]);
  await expectNoAxeViolations(page, { within: "[role=dialog]" });
  await dialog.getByRole("button", { name: "Mark as read: Your booking is confirmed" }).click();
  await expect(dialog.getByText("You are all caught up.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(bell).toBeFocused();

  // The worker, woken by the new job, sent the step's e-mail through the outbox.
  await expect
    .poll(async () => (await mailTo(devotee.email)).map((mail) => mail.subject))
    .toContain(`Confirmed: ${CONSULTATION.title}`);
});

test("a reminder for a session starting within 15 minutes is e-mailed at once with a calendar file", async () => {
  const guru = await createVerifiedProvider("guru", [CONSULTATION]);
  const devotee = await createUser();
  const [session] = await callRest<{ id: string }[]>("POST", "/rest/v1/live_sessions", {
    provider_id: guru.id,
    title: "Pratah Dhyan",
    kind: "meditation",
    starts_at: new Date(Date.now() + 10 * 60_000).toISOString(),
    duration_minutes: 30,
  });
  await callRest(
    "POST",
    "/rest/v1/live_reminders",
    { session_id: session!.id, user_id: devotee.id },
    await signInForToken(devotee),
  );
  await expect
    .poll(async () => (await mailTo(devotee.email)).find((mail) => mail.kind === "live_reminder"))
    .toMatchObject({
      subject: "Starting in 15 minutes: Pratah Dhyan",
      attachments: [{ filename: "live-session.ics" }],
    });
  const [mail] = await mailTo(devotee.email);
  expect(mail!.attachments[0]!.content).toContain("SUMMARY:Pratah Dhyan\r\n");
});
