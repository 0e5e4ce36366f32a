import { beforeAll, describe, expect, it } from "vitest";
import { usePlatformWorld } from "../platform/testing/use-platform-world.ts";
import { listOutboxMessages } from "../messaging/outbox-messages.ts";
import { istAt } from "../platform/testing/platform-world.ts";
import { insertStartedBooking } from "../platform/testing/started-booking.ts";
import { requestedBooking } from "../platform/testing/requested-booking.ts";
import type { JobRunner } from "./job-runner.ts";
import { createTestJobRunner } from "../testing/test-job-runner.ts";
import { notificationsOf } from "../platform/testing/notifications-of.ts";
import { timelineStatuses } from "../platform/testing/timeline-statuses.ts";

// What the database enqueues when people act through supabase-js, and what the jobs then send.
const { server, world } = usePlatformWorld();
let runner: JobRunner;
let day = 3;

const MINUTE = 60_000;

beforeAll(async () => {
  runner = createTestJobRunner(server);
});

/** Jobs enqueued meanwhile run "now" (run_at comes from the database's own clock). */
const runJobsNow = () => runner.runDueJobs(new Date(Date.now() + 1000));

async function mailTo(email: string) {
  return listOutboxMessages(server.db, { recipient: email, limit: 50 });
}

async function queuedJobs(kind: string, key: string, value: string) {
  const { rows } = await server.db.query<{ run_at: Date; payload: Record<string, unknown> }>(
    "select run_at, payload from public.jobs where kind = $1 and status = 'queued' and payload ->> $2 = $3",
    [kind, key, value],
  );
  return rows;
}

const book = (startsAt = istAt(++day, "10:00")) => requestedBooking(world, startsAt);

describe("booking steps", () => {
  it("a request e-mails the provider once and schedules its expiry at the start time", async () => {
    const startsAt = istAt(++day, "11:00");
    const id = await book(startsAt);
    expect((await queuedJobs("booking.expire", "booking_id", id))[0]?.run_at).toEqual(
      new Date(startsAt),
    );
    await runJobsNow();
    const inbox = (await mailTo(world.guru.email)).filter((m) => m.body.includes(id));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      kind: "booking_requested",
      subject: "New booking request: Gita Consultation",
    });
    await runJobsNow();
    expect((await mailTo(world.guru.email)).filter((m) => m.body.includes(id))).toHaveLength(1);
  });

  it("a confirmation e-mails the devotee", async () => {
    const id = await book();
    await world.guru.client.rpc("respond_to_booking", { booking_id: id, accept: true });
    await runJobsNow();
    const inbox = (await mailTo(world.devotee.email)).filter((m) => m.body.includes(id));
    expect(inbox.map((m) => m.kind)).toEqual(["booking_confirmed"]);
    // The rule in the same words as every screen: free until 24 hours before, then half kept.
    expect(inbox[0]!.body).toContain(
      "Free cancellation until 24 hours before the start; after that 50% of the price is kept.",
    );
    // With the booking for the calendar, under the UID its reminders and the page use.
    expect(inbox[0]!.attachments[0]).toMatchObject({ filename: "booking.ics" });
    expect(inbox[0]!.attachments[0]!.content).toContain(`UID:booking-${id}@bhakti-setu`);
  });

  it("writes to a devotee who chose Hindi in Hindi, and to the provider in English", async () => {
    const chooseLocale = (locale: string) =>
      server.db.query(
        "update auth.users set raw_user_meta_data = raw_user_meta_data || jsonb_build_object('locale', $2::text) where id = $1",
        [world.devotee.id, locale],
      );
    await chooseLocale("hi");
    try {
      const id = await book();
      await world.guru.client.rpc("respond_to_booking", { booking_id: id, accept: true });
      await runJobsNow();
      const [mail] = (await mailTo(world.devotee.email)).filter((m) => m.body.includes(id));
      expect(mail?.subject).toBe("पक्की हुई: Gita Consultation");
      expect(mail?.body).toContain("की आपकी बुकिंग पक्की हो गई है।");
      expect(mail?.body).toContain("शुरू होने से 24 घंटे पहले तक मुफ़्त रद्द करें");
      expect(mail?.body).toMatch(/\d{4} को .* IST की आपकी बुकिंग/);
      // The provider kept English: the request reached them in English.
      const [request] = (await mailTo(world.guru.email)).filter((m) => m.body.includes(id));
      expect(request?.subject).toBe("New booking request: Gita Consultation");
    } finally {
      await chooseLocale("en");
    }
  });

  it("a completion e-mails the devotee", async () => {
    // A confirmed booking that has started (the functions refuse to book the past).
    const id = await insertStartedBooking(server, world);
    const { error } = await world.guru.client.rpc("complete_booking", { booking_id: id });
    expect(error).toBeNull();
    await runJobsNow();
    const inbox = (await mailTo(world.devotee.email)).filter((m) => m.body.includes(id));
    expect(inbox.map((m) => [m.kind, m.subject])).toEqual([
      ["booking_completed", "Completed: Gita Consultation"],
    ]);
  });

  it("a decline e-mails the devotee with the provider's reason", async () => {
    const id = await book();
    await world.guru.client.rpc("respond_to_booking", {
      booking_id: id,
      accept: false,
      reason: "Travelling to Kashi that week",
    });
    await runJobsNow();
    const [mail] = (await mailTo(world.devotee.email)).filter((m) => m.body.includes(id));
    expect(mail).toMatchObject({
      kind: "booking_declined",
      subject: "Declined: Gita Consultation",
    });
    expect(mail!.body).toContain("Reason: Travelling to Kashi that week");
  });

  it("a cancellation e-mails the devotee and the provider with the reason and the refund", async () => {
    const id = await book();
    await world.guru.client.rpc("respond_to_booking", { booking_id: id, accept: true });
    const { error } = await world.devotee.client.rpc("cancel_booking", {
      booking_id: id,
      reason: "Family emergency",
    });
    expect(error).toBeNull();
    await runJobsNow();
    for (const email of [world.devotee.email, world.guru.email]) {
      const [mail] = (await mailTo(email)).filter(
        (m) => m.kind === "booking_cancelled" && m.body.includes(id),
      );
      expect(mail!.body).toContain("cancelled by the devotee");
      expect(mail!.body).toContain("Reason: Family emergency");
      expect(mail!.body).toContain("₹1,100");
    }
  });

  it("a request left unanswered expires at its start time, not before, with a timeline entry and an e-mail", async () => {
    const startsAt = istAt(++day, "12:00");
    const id = await book(startsAt);
    await runner.runDueJobs(new Date(new Date(startsAt).getTime() - MINUTE));
    const { data: before } = await world.devotee.client
      .from("bookings")
      .select("status")
      .eq("id", id)
      .single();
    expect(before).toEqual({ status: "requested" });

    await runner.runDueJobs(new Date(startsAt));
    expect(await timelineStatuses(world.devotee, id)).toEqual(["requested", "expired"]);
    const notes = await notificationsOf(world.devotee, "booking_expired", "title");
    expect(notes).toContainEqual({ title: "Your booking request expired" });
    expect(
      (await mailTo(world.devotee.email)).filter((m) => m.body.includes(id)).map((m) => m.kind),
    ).toEqual(["booking_expired"]);
  });

  it("an answered request does not expire", async () => {
    const startsAt = istAt(++day, "13:00");
    const id = await book(startsAt);
    await world.guru.client.rpc("respond_to_booking", { booking_id: id, accept: true });
    await runner.runDueJobs(new Date(startsAt));
    const { data } = await world.devotee.client
      .from("bookings")
      .select("status")
      .eq("id", id)
      .single();
    expect(data).toEqual({ status: "confirmed" });
  });
});

async function scheduleSession(startsAt: Date): Promise<string> {
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.live_sessions (provider_id, title, kind, starts_at, duration_minutes)
     values ($1, 'Sandhya Aarti', 'aarti', $2, 45) returning id`,
    [world.providerId, startsAt],
  );
  return rows[0]!.id;
}

async function setReminder(sessionId: string) {
  const { error } = await world.devotee.client
    .from("live_reminders")
    .insert({ session_id: sessionId, user_id: world.devotee.id });
  expect(error).toBeNull();
}

const remindersOf = async (sessionId: string) =>
  (await mailTo(world.devotee.email)).filter(
    (m) => m.kind === "live_reminder" && m.attachments[0]?.content.includes(`live-${sessionId}`),
  );

describe("live reminders", () => {
  it("arrive 15 minutes before the start, not earlier, once, with a calendar file and a notification", async () => {
    const startsAt = new Date(Date.now() + 2 * 3600_000);
    const sessionId = await scheduleSession(startsAt);
    await setReminder(sessionId);

    await runner.runDueJobs(new Date(startsAt.getTime() - 16 * MINUTE));
    expect(await remindersOf(sessionId)).toEqual([]);

    await runner.runDueJobs(new Date(startsAt.getTime() - 15 * MINUTE));
    const [mail, ...more] = await remindersOf(sessionId);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Starting in 15 minutes: Sandhya Aarti");
    expect(mail!.attachments[0]).toMatchObject({ filename: "live-session.ics" });
    expect(mail!.attachments[0]!.content).toContain("SUMMARY:Sandhya Aarti\r\n");
    const notes = await notificationsOf(world.devotee, "live_reminder", "title, link, params");
    expect(notes).toContainEqual({
      title: "Starting in 15 minutes: Sandhya Aarti",
      link: "/live",
      params: { session: "Sandhya Aarti" },
    });

    await runner.runDueJobs(new Date(startsAt.getTime() - 14 * MINUTE));
    expect(await remindersOf(sessionId)).toHaveLength(1);
  });

  it("are not sent once the session has started (a worker that was down meanwhile)", async () => {
    const startsAt = new Date(Date.now() + 2 * 3600_000);
    const sessionId = await scheduleSession(startsAt);
    await setReminder(sessionId);
    await runner.runDueJobs(new Date(startsAt.getTime() + MINUTE));
    expect(await remindersOf(sessionId)).toEqual([]);
    expect(await queuedJobs("live.reminder", "session_id", sessionId)).toEqual([]);
  });

  it("follow the session when it moves", async () => {
    const sessionId = await scheduleSession(new Date(Date.now() + 3 * 3600_000));
    await setReminder(sessionId);
    const moved = new Date(Date.now() + 5 * 3600_000);
    await world.guru.client
      .from("live_sessions")
      .update({ starts_at: moved.toISOString() })
      .eq("id", sessionId);
    const [job] = await queuedJobs("live.reminder", "session_id", sessionId);
    expect(job!.run_at).toEqual(new Date(moved.getTime() - 15 * MINUTE));
  });

  it("are dropped when the reminder is removed or the session cancelled", async () => {
    const kept = await scheduleSession(new Date(Date.now() + 3 * 3600_000));
    const cancelled = await scheduleSession(new Date(Date.now() + 3 * 3600_000));
    await setReminder(kept);
    await setReminder(cancelled);
    await world.devotee.client.from("live_reminders").delete().eq("session_id", kept);
    const { error } = await world.guru.client.rpc("set_live_session_status", {
      session_id: cancelled,
      status: "cancelled",
    });
    expect(error).toBeNull();
    expect(await queuedJobs("live.reminder", "session_id", kept)).toEqual([]);
    expect(await queuedJobs("live.reminder", "session_id", cancelled)).toEqual([]);
  });

  it("going live e-mails the reminder holders with the stream link", async () => {
    const sessionId = await scheduleSession(new Date(Date.now() + 3 * 3600_000));
    await setReminder(sessionId);
    await server.db.query("update public.live_sessions set stream_url = $2 where id = $1", [
      sessionId,
      `https://youtube.com/live/${sessionId}`,
    ]);
    await world.guru.client.rpc("set_live_session_status", {
      session_id: sessionId,
      status: "live",
    });
    expect(await queuedJobs("live.reminder", "session_id", sessionId)).toEqual([]);
    await runJobsNow();
    const live = (await mailTo(world.devotee.email)).filter((m) => m.body.includes(sessionId));
    expect(live.map((m) => [m.kind, m.subject])).toEqual([
      ["live_started", "Live now: Sandhya Aarti"],
    ]);
  });
});
